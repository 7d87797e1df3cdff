// The quick amounts under the deposit field: four round amounts inside the
// method's limits, from a 1-2-5 ladder of whole units (1, 2, 5, 10, 20,
// 50...) starting at the minimum. A range too narrow to hold four rungs
// offers its minimum and maximum as well.
import { site } from '@content/site';

export const quickAmountCount = 4;

const ladderSteps = [1, 2, 5] as const;

/** Up to `count` amounts in minor units, ascending, each within min..max (inclusive). */
export function quickAmounts(
  limit: { readonly min: number; readonly max: number },
  count: number = quickAmountCount,
): number[] {
  const { min, max } = limit;
  if (!(min > 0) || max < min || count <= 0) return [];
  const rungs: number[] = [];
  for (let decade = site.balance.minorUnitsPerUnit; decade <= max; decade *= 10) {
    for (const step of ladderSteps) {
      const amount = step * decade;
      if (amount >= min && amount <= max) rungs.push(amount);
    }
  }
  if (rungs.length >= count) return rungs.slice(0, count);
  const withEnds = [...new Set([min, ...rungs, max])].sort((a, b) => a - b);
  return withEnds.slice(0, count);
}
