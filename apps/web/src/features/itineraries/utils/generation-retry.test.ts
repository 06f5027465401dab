import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchFailure } from '../api/stream-itineraries';
import {
  OverloadedGaveUp,
  generationErrorMessage,
  loadMoreErrorMessage,
  overloadRetryDelay,
  withOverloadRetry,
} from './generation-retry';

const overloaded = (retryAfter?: number) =>
  new SearchFailure('AI model is temporarily overloaded. Please try again in a few minutes.', {
    status: 503,
    code: 'MODEL_OVERLOADED',
    ...(retryAfter === undefined ? {} : { retryAfter }),
  });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Runs the retry loop over a scripted list of outcomes, recording attempts and notices. */
function script(outcomes: Array<Error | string>) {
  const notices: string[] = [];
  let attempts = 0;
  const result = withOverloadRetry(
    async () => {
      const outcome = outcomes[attempts] ?? 'cards';
      attempts += 1;
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
    { onRetry: ({ message }) => notices.push(message) },
  ).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { result, notices, attempts: () => attempts };
}

describe('overload retries of a search', () => {
  it('waits 2, 4 and 8 seconds, saying so, then gives up with the spec message', async () => {
    const run = script([overloaded(), overloaded(), overloaded(), overloaded(), 'never']);
    await vi.advanceTimersByTimeAsync(0);
    expect(run.attempts()).toBe(1);
    expect(run.notices).toEqual([
      'AI model is temporarily overloaded. Retrying in 2 seconds... (Attempt 1/3)',
    ]);

    await vi.advanceTimersByTimeAsync(1999);
    expect(run.attempts()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.attempts()).toBe(2);
    expect(run.notices.at(-1)).toBe(
      'AI model is temporarily overloaded. Retrying in 4 seconds... (Attempt 2/3)',
    );

    await vi.advanceTimersByTimeAsync(3999);
    expect(run.attempts()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.attempts()).toBe(3);
    expect(run.notices.at(-1)).toBe(
      'AI model is temporarily overloaded. Retrying in 8 seconds... (Attempt 3/3)',
    );

    await vi.advanceTimersByTimeAsync(8000);
    expect(run.attempts()).toBe(4);
    const outcome = await run.result;
    expect(outcome).toMatchObject({ error: expect.any(OverloadedGaveUp) });
    expect(generationErrorMessage((outcome as { error: unknown }).error)).toBe(
      'AI model is currently overloaded. Please try again in a few minutes.',
    );
    expect(run.notices).toHaveLength(3);
  });

  it('answers with the first attempt that gets through', async () => {
    const run = script([overloaded(), 'cards']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await run.result).toEqual({ value: 'cards' });
    expect(run.attempts()).toBe(2);
  });

  it("waits longer when the server's Retry-After asks for more", async () => {
    const run = script([overloaded(5), overloaded(1), 'cards']);
    await vi.advanceTimersByTimeAsync(0);
    expect(run.notices).toEqual([
      'AI model is temporarily overloaded. Retrying in 5 seconds... (Attempt 1/3)',
    ]);
    await vi.advanceTimersByTimeAsync(4999);
    expect(run.attempts()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.notices.at(-1)).toBe(
      'AI model is temporarily overloaded. Retrying in 4 seconds... (Attempt 2/3)',
    );
    await vi.advanceTimersByTimeAsync(4000);
    expect(await run.result).toEqual({ value: 'cards' });
    expect(overloadRetryDelay(3, 0.5)).toBe(8000);
  });

  it('passes any other failure through at once', async () => {
    const failure = new SearchFailure('Something went wrong on our side. Please try again.', {
      status: 500,
      code: 'INTERNAL',
    });
    const run = script([failure]);
    expect(await run.result).toEqual({ error: failure });
    expect(run.attempts()).toBe(1);
    expect(run.notices).toEqual([]);
  });

  it('stops waiting when the search is left', async () => {
    const controller = new AbortController();
    let attempts = 0;
    const result = withOverloadRetry(
      async () => {
        attempts += 1;
        throw overloaded();
      },
      { onRetry: () => {}, signal: controller.signal },
    ).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort(new Error('left the page'));
    expect(await result).toEqual(new Error('left the page'));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(attempts).toBe(1);
  });
});

describe('search failure messages', () => {
  it('quotes the status and the server message', () => {
    expect(
      generationErrorMessage(
        new SearchFailure('Too many requests. Please wait a moment and try again.', {
          status: 429,
        }),
      ),
    ).toBe(
      'Failed to generate itineraries: HTTP 429: Too many requests. Please wait a moment and try again. Please try again.',
    );
    expect(generationErrorMessage(new SearchFailure('Network error. Please try again.'))).toBe(
      'Failed to generate itineraries: Network error. Please try again.',
    );
  });

  it('has its own sentences for loading more', () => {
    expect(loadMoreErrorMessage(overloaded())).toBe(
      'AI model is temporarily overloaded. Please try again in a few minutes.',
    );
    expect(
      loadMoreErrorMessage(
        new SearchFailure('Something went wrong on our side. Please try again.', { status: 500 }),
      ),
    ).toBe(
      'Failed to load more itineraries: HTTP 500: Something went wrong on our side. Please try again.',
    );
  });
});
