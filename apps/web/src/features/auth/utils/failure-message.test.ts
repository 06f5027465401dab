import { AppError } from '@trip/shared/errors/app-error';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { failureMessage } from './failure-message';

describe('failureMessage', () => {
  it("gives the server's own words", () => {
    const error = new AppError('INVALID_CREDENTIALS', { message: 'Invalid email or password' });
    expect(failureMessage(error, 'Login failed')).toBe('Invalid email or password');
  });

  it('falls back when the server sent no message of its own', () => {
    expect(failureMessage(AppError.fromEnvelope(502, '<html>'), 'Login failed')).toBe(
      'Login failed',
    );
    expect(failureMessage(new TypeError('bad JSON'), 'Registration failed')).toBe(
      'Registration failed',
    );
  });

  it('names a network failure only where the screen has that message', () => {
    const offline = new Error(NETWORK_ERROR_MESSAGE);
    expect(failureMessage(offline, 'Login failed', { network: true })).toBe(
      'Network error. Please try again.',
    );
    expect(failureMessage(offline, 'Login failed')).toBe('Login failed');
  });
});
