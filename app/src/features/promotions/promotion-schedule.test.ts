import { describe, expect, it } from 'vitest';
import { fixtureNow, fixturePromotions } from './testing/promotion-fixtures';
import { listedPromotions, promotionPhase, secondsUntilEnd } from './promotion-schedule';

const dates = { start: '2026-11-01T00:00:00Z', end: '2026-11-02T00:00:00Z' };
const at = (iso: string) => Date.parse(iso);

describe('a promotion’s schedule', () => {
  it.each([
    ['2026-10-31T23:59:59.999Z', 'upcoming'],
    ['2026-11-01T00:00:00Z', 'running'],
    ['2026-11-01T23:59:59.999Z', 'running'],
    ['2026-11-02T00:00:00Z', 'ended'],
  ])('at %s it is %s', (now, phase) => {
    expect(promotionPhase(dates, at(now))).toBe(phase);
  });

  it('counts whole seconds to the end, never below 0', () => {
    expect(secondsUntilEnd(dates, at('2026-11-01T23:59:00Z'))).toBe(60);
    expect(secondsUntilEnd(dates, at('2026-11-01T23:59:59.500Z'))).toBe(0);
    expect(secondsUntilEnd(dates, at('2026-11-03T00:00:00Z'))).toBe(0);
  });

  it('lists running and coming promotions in the content’s order, the ended ones last', () => {
    expect(listedPromotions(fixtureNow, fixturePromotions).map((promotion) => promotion.id)).toEqual([
      'welcome-week',
      'spring-reload',
      'ended-cashback',
    ]);
  });
});
