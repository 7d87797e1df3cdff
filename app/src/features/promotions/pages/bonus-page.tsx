// The Bonus tab (SPEC §2, /pages/Bonus/Bonus): the promotions of the content
// as cards, running and coming ones first in the content's order, the ended
// ones last; each leads to its BonusDetails.
import { useState } from 'react';
import { useMessage } from '@/components/use-message';
import { pageTitleKeys } from '@/config/page-titles';
import { PromotionCard } from '@/features/promotions/components/promotion-card';
import { listedPromotions, promotionPhase } from '@/features/promotions/promotion-schedule';
import '@/features/promotions/promotions.css';

export default function BonusPage() {
  const t = useMessage();
  const [now] = useState(() => Date.now());
  const listed = listedPromotions(now);
  return (
    <div className="promotions">
      <h1 className="promotions__title">{t(pageTitleKeys.Bonus)}</h1>
      {listed.length === 0 ? (
        <p className="status-view">{t('bonus.noPromotions')}</p>
      ) : (
        <ul className="promotions__list">
          {listed.map((promotion, index) => (
            <PromotionCard
              key={promotion.id}
              promotion={promotion}
              phase={promotionPhase(promotion, now)}
              first={index === 0}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
