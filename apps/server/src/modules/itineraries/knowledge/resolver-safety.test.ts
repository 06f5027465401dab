import { describe, expect, it } from 'vitest';
import { resolverSafety } from './resolver-safety';

// The resolver half of `npm run planner:check`, held to its thresholds in CI.
describe('resolver safety harness', () => {
  const figures = resolverSafety();

  it('never plans for a place other than the one typed', () => {
    expect(figures.checked).toBeGreaterThan(1000);
    expect(figures.swapped).toEqual([]);
    expect(figures.inventedResolved).toEqual([]);
  });

  it('starts a trip from nineteen in twenty real towns it does not hold', () => {
    expect(figures.realOriginsTried).toBeGreaterThan(5000);
    expect(figures.realOriginsStarted / figures.realOriginsTried).toBeGreaterThanOrEqual(0.95);
  });

  it('still finds a place through one slip in its name nine times in ten', () => {
    expect(figures.slipsFound / figures.slipsTried).toBeGreaterThanOrEqual(0.9);
  });
});
