import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Runs axe on the page once its transitions settle; serious or critical violations fail the journey. */
export async function expectAxeClean(page: Page, label: string): Promise<void> {
  // A dialog fading in has translucent colours; judge contrast on what finally shows.
  // Endless ones (spinners, skeleton pulses) are left running; a cancelled one counts as done.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((violation) =>
    BLOCKING_IMPACTS.has(violation.impact ?? ''),
  );
  if (blocking.length === 0) return;
  const report = blocking
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => `      ${node.target.join(' ')}`)
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n      … ${violation.nodes.length - 5} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${targets}${more}`;
    })
    .join('\n');
  assert.fail(`axe found serious or critical violations on ${label} (${page.url()}):\n${report}`);
}
