import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EndpointResultCard } from './endpoint-result-card';

describe('EndpointResultCard', () => {
  it('shows a working endpoint with its status and raw answer', () => {
    render(
      <EndpointResultCard
        result={{
          name: 'Test endpoint',
          path: '/api/test',
          working: true,
          status: 200,
          error: null,
          raw: '{\n  "message": "API is working"\n}',
        }}
      />,
    );
    const card = screen.getByRole('region', { name: 'Test endpoint' });
    expect(within(card).getByText('Working')).toBeVisible();
    expect(within(card).queryByText('Failed')).not.toBeInTheDocument();
    expect(within(card).getByText(/^Status:/).parentElement).toHaveTextContent('Status: 200');
    expect(within(card).queryByText(/^Error:/)).not.toBeInTheDocument();
    expect(within(card).getByLabelText('Raw response from /api/test')).toHaveTextContent(
      '"message": "API is working"',
    );
  });

  it('shows a failed endpoint with the error message', () => {
    render(
      <EndpointResultCard
        result={{
          name: 'Package categories',
          path: '/api/packages/categories',
          working: false,
          status: 404,
          error: 'Nothing at GET /api/packages/categories',
          raw: '{}',
        }}
      />,
    );
    const card = screen.getByRole('region', { name: 'Package categories' });
    expect(within(card).getByText('Failed')).toBeVisible();
    expect(card).toHaveTextContent('Status: 404');
    expect(card).toHaveTextContent('Error: Nothing at GET /api/packages/categories');
  });

  it('says when no answer came back', () => {
    render(
      <EndpointResultCard
        result={{
          name: 'Health check',
          path: '/api/health',
          working: false,
          status: null,
          error: 'Network error. Please try again.',
          raw: 'TypeError: fetch failed',
        }}
      />,
    );
    const card = screen.getByRole('region', { name: 'Health check' });
    expect(card).toHaveTextContent('Status: No response');
    expect(card).toHaveTextContent('Error: Network error. Please try again.');
  });
});
