import { describe, expect, it } from 'vitest';
import { errorSummary } from './error-summary';

describe('errorSummary', () => {
  it('lists messages in field order, nested ones included, each once', () => {
    expect(
      errorSummary({
        title: { type: 'too_small', message: 'Title is required' },
        itinerary: [undefined, { title: { type: 'x', message: 'Day title is required' } }],
        slug: { type: 'x', message: 'Title is required' },
        price: {
          type: 'x',
          message: 'Base price is required',
          ref: { name: 'price' },
        },
      }),
    ).toBe('Title is required, Day title is required, Base price is required');
  });

  it('is empty when nothing failed', () => {
    expect(errorSummary({})).toBe('');
  });
});
