import { AppError } from '@trip/shared/errors/app-error';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE, SessionExpiredError } from './api-client';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  const words = { fallback: 'Failed to load activities' };

  it('says nothing without an error or for an ended session', () => {
    expect(errorMessage(null, words)).toBeUndefined();
    const expired = new SessionExpiredError('admin', new AppError('TOKEN_EXPIRED'));
    expect(errorMessage(expired, words)).toBeUndefined();
  });

  it('names a lost connection in the screen’s words when it has some', () => {
    const lost = new Error(NETWORK_ERROR_MESSAGE);
    expect(errorMessage(lost, words)).toBe(NETWORK_ERROR_MESSAGE);
    expect(
      errorMessage(lost, { ...words, network: 'Network error while fetching statistics' }),
    ).toBe('Network error while fetching statistics');
  });

  it('prefers a refusal the server explained, and hides a server fault', () => {
    const refused = new AppError('BAD_REQUEST', {
      message: 'Range must be one of 1, 7, 30, 90 days',
    });
    expect(errorMessage(refused, words)).toBe('Range must be one of 1, 7, 30, 90 days');
    expect(errorMessage(refused, { ...words, withReason: true })).toBe(
      'Failed to load activities: Range must be one of 1, 7, 30, 90 days',
    );
    expect(errorMessage(new AppError('INTERNAL'), words)).toBe('Failed to load activities');
    expect(errorMessage(new AppError('BAD_REQUEST', { message: 'HTTP 418' }), words)).toBe(
      'Failed to load activities',
    );
  });
});
