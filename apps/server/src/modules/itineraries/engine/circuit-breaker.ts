/**
 * Remembers that the model stayed overloaded, so that for a while searches go straight to the
 * planner instead of waiting on a model that is turning requests away. Per process: each
 * instance finds out for itself, at the cost of one overloaded answer.
 */
export type CircuitBreaker = {
  isOpen(): boolean;
  /** Opens (or keeps open) for the breaker's whole window from now. */
  open(): void;
  /** Whole seconds until it closes; 0 when closed. */
  secondsLeft(): number;
};

export function createCircuitBreaker(options: {
  openForMs: number;
  now: () => Date;
}): CircuitBreaker {
  let openUntil = 0;
  const now = () => options.now().getTime();
  return {
    isOpen: () => now() < openUntil,
    open() {
      openUntil = now() + options.openForMs;
    },
    secondsLeft: () => Math.max(0, Math.ceil((openUntil - now()) / 1000)),
  };
}
