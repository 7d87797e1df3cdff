// A promotion's dates (content/promotions, ISO 8601 UTC) as the pages read
// them: whether it runs now, and how long until it ends.
import { promotions, type Promotion } from '@content/promotions';

export type PromotionPhase = 'upcoming' | 'running' | 'ended';

type Dates = Pick<Promotion, 'start' | 'end'>;

/** Running from its start (inclusive) until its end (exclusive). */
export function promotionPhase({ start, end }: Dates, nowMs: number): PromotionPhase {
  if (nowMs < Date.parse(start)) return 'upcoming';
  return nowMs < Date.parse(end) ? 'running' : 'ended';
}

/** Whole seconds until the promotion ends, 0 once it has. */
export function secondsUntilEnd({ end }: Pick<Promotion, 'end'>, nowMs: number): number {
  return Math.max(0, Math.floor((Date.parse(end) - nowMs) / 1000));
}

/** The content's promotions as the Bonus tab lists them: the content's order, the ended ones last. */
export function listedPromotions(nowMs: number, all: readonly Promotion[] = promotions): Promotion[] {
  const ended = (promotion: Promotion) => promotionPhase(promotion, nowMs) === 'ended';
  return [...all.filter((promotion) => !ended(promotion)), ...all.filter(ended)];
}

export function promotionById(id: string | null): Promotion | undefined {
  return id === null ? undefined : promotions.find((promotion) => promotion.id === id);
}
