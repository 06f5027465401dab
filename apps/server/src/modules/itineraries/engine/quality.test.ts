import { describe, expect, it } from 'vitest';
import { checkSearches, measure, metroWeekends, weekendResults } from './quality';

/**
 * The quality harness of `npm run planner:check`, held to thresholds in CI. The distinct-stays
 * floor stays below 1 while some regions' data/stays files are still missing (their places
 * fall back to one hotel per tier); raise it when every destination lists three stays a tier.
 */
describe('planner quality harness', () => {
  it('keeps cards inside the range, stays distinct and pages free of repeats', () => {
    const figures = measure(checkSearches());
    expect(figures.searches).toBeGreaterThanOrEqual(60);
    expect(figures.insideShare).toBeGreaterThanOrEqual(0.95);
    expect(figures.distinctStaysShare).toBeGreaterThanOrEqual(0.65);
    expect(figures.repeatsAcrossPages).toBeLessThanOrEqual(2);
  });

  it('prices solo metro weekends at ₹0–10,000 by train or bus with a cheap bed on 12 of 15', () => {
    const results = weekendResults(metroWeekends());
    const passed = results.filter((result) => result.ok).length;
    expect(
      passed / results.length,
      JSON.stringify(results.filter((r) => !r.ok)),
    ).toBeGreaterThanOrEqual(12 / 15);
  });
});
