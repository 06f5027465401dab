import { AppError } from '@trip/shared/errors/app-error';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE, SessionExpiredError } from '../../../lib/api-client';
import { DetailsFailure, withDetailsRetries } from './details-retry';
import { TimeoutError } from './timeout';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function script(outcomes: unknown[]) {
  let attempts = 0;
  const result = withDetailsRetries(async () => {
    const outcome = outcomes[attempts] ?? 'details';
    attempts += 1;
    if (outcome !== 'details') throw outcome;
    return outcome;
  }).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { result, attempts: () => attempts };
}

const serverError = () => new AppError('INTERNAL');

describe('day-wise plan generation retries', () => {
  it('retries twice, 2 s apart, after server, network and timeout failures, then gives up', async () => {
    const run = script([serverError(), new Error(NETWORK_ERROR_MESSAGE), new TimeoutError(60_000)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(run.attempts()).toBe(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(run.attempts()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.attempts()).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(run.attempts()).toBe(3);
    const outcome = (await run.result) as { error: DetailsFailure };
    expect(outcome.error).toBeInstanceOf(DetailsFailure);
    expect(outcome.error.message).toBe(
      'Failed to generate detailed itinerary after multiple attempts. Please try again later.',
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.attempts()).toBe(3);
  });

  it('gives the details of the first attempt that works', async () => {
    const run = script([serverError(), 'details']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await run.result).toEqual({ value: 'details' });
  });

  it("does not retry a refusal, and quotes the server's error", async () => {
    const run = script([new AppError('NOT_FOUND', { message: 'Itinerary not found.' })]);
    const outcome = (await run.result) as { error: Error };
    expect(outcome.error.message).toBe(
      'Failed to generate detailed itinerary: Itinerary not found.',
    );
    expect(run.attempts()).toBe(1);
  });

  it('says "Unknown error" when the server gave no words', async () => {
    const run = script([new AppError('BAD_REQUEST', { message: '' })]);
    const outcome = (await run.result) as { error: Error };
    expect(outcome.error.message).toBe('Failed to generate detailed itinerary: Unknown error');
  });

  it('takes an unreadable answer as a plain failure', async () => {
    const run = script([new TypeError('Cannot read properties of undefined')]);
    const outcome = (await run.result) as { error: Error };
    expect(outcome.error.message).toBe('Failed to generate detailed itinerary. Please try again.');
  });

  it('lets an ended session through, for the page to ask for a sign-in', async () => {
    const expired = new SessionExpiredError('user', new AppError('TOKEN_EXPIRED'));
    const run = script([expired]);
    expect(await run.result).toEqual({ error: expired });
    expect(run.attempts()).toBe(1);
  });
});
