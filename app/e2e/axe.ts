// The accessibility bar every browser spec holds a page to: axe finds no
// violation of serious or critical impact, once opening animations have ended.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { pageAnimationsEnded } from './animations';

/** Each serious or critical axe violation on the page, with where it is. */
export async function blockingViolations(page: Page): Promise<string[]> {
  // A dialog still fading in has half-transparent text: axe would measure its contrast mid-way.
  await pageAnimationsEnded(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target).join(', ')})`,
    );
}
