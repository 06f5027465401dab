import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { aiUsageMessages } from '@trip/shared/ai-usage/schemas';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../lib/session-store';
import { AiUsageSection } from './ai-usage-section';

// The API client reads its base address when it loads, so the server starts before any import.
const api = await vi.hoisted(async () => {
  const { startHttpServer } = await import('../../../test/http-server');
  const periods: string[] = [];
  const state = { mode: 'empty' as 'empty' | 'refused' | 'failing' | 'trackingOff' };
  const server = await startHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://test.local');
    const send = (status: number, answer: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    };
    if (url.pathname !== '/api/admin/dashboard/ai-usage') {
      return send(404, { error: 'Not found', code: 'NOT_FOUND' });
    }
    periods.push(url.searchParams.get('period') ?? '');
    if (state.mode === 'refused') {
      return send(400, { error: 'Period must be one of 24h, 7d, 30d, 90d', code: 'BAD_REQUEST' });
    }
    if (state.mode === 'failing')
      return send(500, { error: 'Something went wrong.', code: 'INTERNAL' });
    return send(200, {
      period: url.searchParams.get('period'),
      overallStats: {
        totalRequests: 0,
        totalSuccess: 0,
        totalErrors: 0,
        avgResponseTime: 0,
        totalTokens: 0,
        totalCost: 0,
        plannerRequests: 0,
        fallbackRequests: 0,
        unpricedRequests: 0,
      },
      endpointStats: [],
      engineStats: [],
      recentActivity: [],
      timeline: { bucket: 'day', points: [] },
      trackingEnabled: state.mode !== 'trackingOff',
      allowance: {
        blocked: state.mode === 'trackingOff' ? 'budget' : null,
        dailyBudgetUsd: 0,
        spentTodayUsd: 0,
        maxRequestsPerMinute: 100,
      },
    });
  });
  vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
  return { server, state, periods };
});

afterAll(async () => {
  await api.server.close();
});

beforeEach(() => {
  api.periods.length = 0;
  api.state.mode = 'empty';
  startSession('admin', {
    token: 'admin-token',
    profile: {
      _id: 'a1',
      username: 'Asha Menon',
      email: 'asha@tripsutra.in',
      role: 'admin',
      lastLogin: null,
      previousLogin: null,
    },
  });
});

afterEach(() => {
  endSession('admin', 'signedOut');
  localStorage.clear();
});

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AiUsageSection />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('AI Usage', () => {
  it('starts at 7 days, says when there is no data, and reloads for another period', async () => {
    const user = renderSection();
    expect(await screen.findByText(aiUsageMessages.noData)).toBeVisible();
    const totals = screen.getByRole('list', { name: 'AI usage totals' });
    expect(within(totals).getByText('Total requests').nextSibling).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '90 days' }));
    await vi.waitFor(() => expect(api.periods).toEqual(['7d', '90d']));
  });

  it('gives the spec’s words for a refusal and a failure, with Retry', async () => {
    api.state.mode = 'refused';
    const user = renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${aiUsageMessages.fetchFailed}: Period must be one of 24h, 7d, 30d, 90d`,
    );
    api.state.mode = 'failing';
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(aiUsageMessages.fetchFailed),
    );
  });

  it('warns when usage tracking is off and says when the budget is spent', async () => {
    api.state.mode = 'trackingOff';
    renderSection();
    expect(await screen.findByText(/Usage tracking is switched off in Settings/)).toBeVisible();
    expect(screen.getByText(/Today's AI budget of \$0.00 is spent/)).toBeVisible();
  });
});
