// When a promotion runs, as a badge (running now, coming soon, ended) beside
// its dates in the player's language.
import type { Promotion } from '@content/promotions';
import { useMemo } from 'react';
import { useMessage } from '@/components/use-message';
import { useLocale } from '@/lib/locale';
import type { PlainMessageKey } from '@/lib/message-keys';
import type { PromotionPhase } from '@/features/promotions/promotion-schedule';

export const phaseLabels: Readonly<Record<PromotionPhase, PlainMessageKey>> = {
  upcoming: 'promotions.phase.upcoming',
  running: 'promotions.phase.running',
  ended: 'promotions.phase.ended',
};

export function useDateRange(): (promotion: Pick<Promotion, 'start' | 'end'>) => string {
  const { locale } = useLocale();
  const format = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
  return ({ start, end }) => format.formatRange(new Date(start), new Date(end));
}

export function PromotionDates({
  promotion,
  phase,
}: {
  readonly promotion: Promotion;
  readonly phase: PromotionPhase;
}) {
  const t = useMessage();
  const dateRange = useDateRange();
  return (
    <p className="promotion-dates">
      <span className={`promotion-phase promotion-phase--${phase}`}>{t(phaseLabels[phase])}</span>
      <span className="promotion-dates__range">{dateRange(promotion)}</span>
    </p>
  );
}
