// One promotion on the Bonus tab: its banner (a fixed 2:1 box over its
// BlurHash, so nothing moves as images arrive), title, summary and dates; the
// whole card leads to its details.
import type { Promotion } from '@content/promotions';
import { useId } from 'react';
import { Link } from 'react-router';
import { Thumbnail } from '@/components/thumbnail/thumbnail';
import { bonusDetailsPath } from '@/config/paths';
import { useLocale } from '@/lib/locale';
import { PromotionDates } from '@/features/promotions/components/promotion-dates';
import type { PromotionPhase } from '@/features/promotions/promotion-schedule';
import { languageAttributes, promotionText } from '@/features/promotions/promotion-text';

/** One column on a phone, cards of at most 400 px beside each other above the desktop breakpoint. */
export const bannerSizes = '(min-width: 800px) 400px, calc(100vw - 32px)';

export interface PromotionCardProps {
  readonly promotion: Promotion;
  readonly phase: PromotionPhase;
  /** The first card is the page's largest paint: its banner loads first. */
  readonly first: boolean;
}

export function PromotionCard({ promotion, phase, first }: PromotionCardProps) {
  const { locale } = useLocale();
  const titleId = useId();
  const { value: text, lang } = promotionText(promotion, locale);
  const marked = languageAttributes(lang, locale);
  return (
    <li className={`promotion-card promotion-card--${phase}`}>
      <article className="promotion-card__body" aria-labelledby={titleId}>
        <Thumbnail image={promotion.banner} sizes={bannerSizes} eager={first} highPriority={first} />
        <div className="promotion-card__text">
          <h2 id={titleId} className="promotion-card__title" {...marked}>
            <Link className="promotion-card__link" to={bonusDetailsPath(promotion.id)}>
              {text.title}
            </Link>
          </h2>
          <p className="promotion-card__summary" {...marked}>
            {text.summary}
          </p>
          <PromotionDates promotion={promotion} phase={phase} />
        </div>
      </article>
    </li>
  );
}
