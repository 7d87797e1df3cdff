// The rebate rates of the content (content/vip.yaml, each level's `rebate` in
// basis points per category id) as the rates table reads them, and the sums
// of what has accrued.
import { categories, type Category } from '@content/categories';
import { vipLevels, type VipLevel } from '@content/vip';
import type { RebateInfo } from '@/features/rebates/api/rebate-info';

/** A level's rate for a category in basis points; an unlisted category is 0. */
export function rebateRate(level: Pick<VipLevel, 'rebate'>, categoryId: string): number {
  return level.rebate[categoryId] ?? 0;
}

/** The categories (in the content's order, without Lobby) that some level rebates. */
export function rebatedCategories(
  levels: readonly Pick<VipLevel, 'rebate'>[] = vipLevels,
  all: readonly Category[] = categories,
): Category[] {
  return all.filter(
    (category) => !category.lobby && levels.some((level) => rebateRate(level, category.id) > 0),
  );
}

/** Basis points as a fraction for Intl's percent style (50 -> 0.005, shown 0.5%). */
export function rateFraction(basisPoints: number): number {
  return basisPoints / 10_000;
}

export interface CurrencyTotal {
  readonly currency: string;
  readonly stake: number;
  readonly rebate: number;
}

/** What has accrued, summed per currency, in the order the currencies first appear. */
export function accruedByCurrency(accrued: RebateInfo['accrued']): CurrencyTotal[] {
  const totals = new Map<string, { stake: number; rebate: number }>();
  for (const entry of accrued) {
    const total = totals.get(entry.currency) ?? { stake: 0, rebate: 0 };
    total.stake += entry.stake;
    total.rebate += entry.rebate;
    totals.set(entry.currency, total);
  }
  return [...totals].map(([currency, total]) => ({ currency, ...total }));
}

/** True if a claim would credit anything. */
export function hasClaimableRebate(accrued: RebateInfo['accrued']): boolean {
  return accrued.some((entry) => entry.rebate > 0);
}
