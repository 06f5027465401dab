/** A call that took longer than it may. */
export class TimeoutError extends Error {
  constructor(ms: number) {
    super(`The request took longer than ${Math.round(ms / 1000)} seconds`);
    this.name = 'TimeoutError';
  }
}

/**
 * Runs `call` with a signal that aborts after `ms` or when `outer` aborts. A timeout rejects
 * with TimeoutError; an abort by `outer` rejects as the call did.
 */
export async function withTimeout<T>(
  ms: number,
  outer: AbortSignal | undefined,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  try {
    return await call(controller.signal);
  } catch (error) {
    if (timedOut) throw new TimeoutError(ms);
    throw error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}
