import type { Category } from '@content/categories';
import { describe, expect, it } from 'vitest';
import {
  accruedByCurrency,
  hasClaimableRebate,
  rateFraction,
  rebateRate,
  rebatedCategories,
} from './rebate-rates';

const category = (id: string, lobby = false) => ({ id, lobby }) as unknown as Category;

describe('rebate rates', () => {
  it('reads an unlisted category as 0', () => {
    expect(rebateRate({ rebate: { slots: 50 } }, 'slots')).toBe(50);
    expect(rebateRate({ rebate: { slots: 50 } }, 'poker')).toBe(0);
  });

  it('shows the categories some level rebates, in the content’s order, never Lobby', () => {
    const levels = [{ rebate: {} }, { rebate: { live: 10 } }, { rebate: { slots: 30, lobby: 5 } }];
    const all = [category('slots'), category('sports'), category('live'), category('lobby', true)];
    expect(rebatedCategories(levels, all).map((shown) => shown.id)).toEqual(['slots', 'live']);
  });

  it('turns basis points into the fraction Intl shows as a percent', () => {
    expect(rateFraction(50)).toBe(0.005);
    expect(rateFraction(10_000)).toBe(1);
    expect(rateFraction(0)).toBe(0);
  });

  it('sums what has accrued per currency, in the order the currencies come', () => {
    const accrued = [
      { currency: 'USDT', category: 'slots', stake: 10_000, rebate: 50 },
      { currency: 'BTC', category: 'slots', stake: 300, rebate: 1 },
      { currency: 'USDT', category: 'live', stake: 2_000, rebate: 7 },
    ];
    expect(accruedByCurrency(accrued)).toEqual([
      { currency: 'USDT', stake: 12_000, rebate: 57 },
      { currency: 'BTC', stake: 300, rebate: 1 },
    ]);
    expect(hasClaimableRebate(accrued)).toBe(true);
    expect(hasClaimableRebate([{ currency: 'USDT', category: 'slots', stake: 10, rebate: 0 }])).toBe(false);
    expect(hasClaimableRebate([])).toBe(false);
  });
});
