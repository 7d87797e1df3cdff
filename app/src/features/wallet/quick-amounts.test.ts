import { describe, expect, it } from 'vitest';
import { quickAmounts } from './quick-amounts';

describe('quickAmounts', () => {
  it('takes the first four rungs of the ladder from the minimum up', () => {
    // USDT in the sandbox: 10.00 to 100,000.00.
    expect(quickAmounts({ min: 1_000, max: 10_000_000 })).toEqual([1_000, 2_000, 5_000, 10_000]);
    // BDT: 200.00 to 25,000.00.
    expect(quickAmounts({ min: 20_000, max: 2_500_000 })).toEqual([20_000, 50_000, 100_000, 200_000]);
  });

  it('starts at the next rung when the minimum is not on the ladder', () => {
    expect(quickAmounts({ min: 1_500, max: 1_000_000 })).toEqual([2_000, 5_000, 10_000, 20_000]);
  });

  it('stays within the maximum, adding the ends of a narrow range', () => {
    expect(quickAmounts({ min: 1_500, max: 4_000 })).toEqual([1_500, 2_000, 4_000]);
    expect(quickAmounts({ min: 1_500, max: 12_000 })).toEqual([1_500, 2_000, 5_000, 10_000]);
    expect(quickAmounts({ min: 1_000, max: 1_000 })).toEqual([1_000]);
    for (const amount of quickAmounts({ min: 300, max: 700 })) {
      expect(amount).toBeGreaterThanOrEqual(300);
      expect(amount).toBeLessThanOrEqual(700);
    }
  });

  it('offers nothing for limits that admit no amount', () => {
    expect(quickAmounts({ min: 0, max: 1_000 })).toEqual([]);
    expect(quickAmounts({ min: 5_000, max: 1_000 })).toEqual([]);
  });

  it('offers amounts below one unit when the range is below one unit', () => {
    expect(quickAmounts({ min: 10, max: 90 })).toEqual([10, 90]);
  });
});
