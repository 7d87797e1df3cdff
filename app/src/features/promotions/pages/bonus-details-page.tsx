// BonusDetails (SPEC §2, /pages/BonusDetails/BonusDetails?id=…): one
// promotion: its banner, title and dates, a countdown while it runs, its body
// and terms (loaded with the page's own chunk of the content, rendered by
// RichText from the safe tree), and Apply where it takes applications. An id
// the content does not know is the not-found view.
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Countdown } from '@/components/countdown/countdown';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { NotFoundView } from '@/components/not-found-view/not-found-view';
import { RichText } from '@/components/rich-text/rich-text';
import { Thumbnail } from '@/components/thumbnail/thumbnail';
import { useMessage } from '@/components/use-message';
import { useLocale } from '@/lib/locale';
import { ApplyPanel } from '@/features/promotions/components/apply-panel';
import { bannerSizes } from '@/features/promotions/components/promotion-card';
import { PromotionDates } from '@/features/promotions/components/promotion-dates';
import {
  hasPromotionBodies,
  loadPromotionBodies,
  type PromotionBodies,
} from '@/features/promotions/promotion-bodies';
import { promotionById, promotionPhase, secondsUntilEnd } from '@/features/promotions/promotion-schedule';
import { inLanguage, languageAttributes, promotionText } from '@/features/promotions/promotion-text';
import type { Promotion } from '@content/promotions';
import '@/features/promotions/promotions.css';

export default function BonusDetailsPage() {
  const [query] = useSearchParams();
  const promotion = promotionById(query.get('id'));
  if (!promotion) return <NotFoundView />;
  return <PromotionDetails key={promotion.id} promotion={promotion} />;
}

type BodiesState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly bodies: PromotionBodies };

function useBodies(id: string): { readonly state: BodiesState; readonly retry: () => void } {
  const [state, setState] = useState<BodiesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const known = hasPromotionBodies(id);
  useEffect(() => {
    let current = true;
    loadPromotionBodies(id)?.then(
      (bodies) => current && setState({ status: 'ready', bodies }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);
  return {
    // The content has no body for it: nothing to wait for.
    state: known ? state : { status: 'failed' },
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((count) => count + 1);
    },
  };
}

function PromotionDetails({ promotion }: { readonly promotion: Promotion }) {
  const t = useMessage();
  const { locale } = useLocale();
  const [now, setNow] = useState(() => Date.now());
  const phase = promotionPhase(promotion, now);
  const { value: text, lang } = promotionText(promotion, locale);
  const marked = languageAttributes(lang, locale);
  const { state, retry } = useBodies(promotion.id);
  const termsId = useId();

  return (
    <article className="promotion-details">
      <Thumbnail image={promotion.banner} sizes={bannerSizes} highPriority />
      <h1 className="promotion-details__title" {...marked}>
        {text.title}
      </h1>
      <p className="promotion-details__summary" {...marked}>
        {text.summary}
      </p>
      <PromotionDates promotion={promotion} phase={phase} />
      {phase === 'running' && (
        <p className="promotion-details__countdown">
          <span>{t('promotions.details.endsIn')}</span>{' '}
          <Countdown seconds={secondsUntilEnd(promotion, now)} onEnd={() => setNow(Date.now())} />
        </p>
      )}
      <ApplyPanel promotion={promotion} phase={phase} />
      {state.status === 'loading' && <LoadingSpinner />}
      {state.status === 'failed' && (
        <div className="promotion-details__failed" role="alert">
          <p>{t('promotions.details.loadFailed')}</p>
          <button type="button" className="button button--ghost" onClick={retry}>
            {t('promotions.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && <PromotionBodyView bodies={state.bodies} termsId={termsId} />}
    </article>
  );
}

function PromotionBodyView({
  bodies,
  termsId,
}: {
  readonly bodies: PromotionBodies;
  readonly termsId: string;
}) {
  const t = useMessage();
  const { locale } = useLocale();
  const { value: body, lang } = inLanguage(bodies, locale);
  const marked = languageAttributes(lang, locale);
  return (
    <>
      <div className="promotion-details__body" {...marked}>
        <RichText blocks={body.body} className="rich-text" />
      </div>
      {body.terms.length > 0 && (
        <section className="promotion-details__terms" aria-labelledby={termsId}>
          <h2 id={termsId}>{t('bonus.terms')}</h2>
          <div {...marked}>
            <RichText blocks={body.terms} className="rich-text" />
          </div>
        </section>
      )}
    </>
  );
}
