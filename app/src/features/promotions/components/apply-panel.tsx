// Apply on a promotion's page: only for a promotion that takes applications,
// while it runs. A visitor's Apply opens the sign-in popup; a player who has
// applied sees the application's state instead of the button. One
// idempotency key per attempt: a retry after a lost answer applies once.
import type { Promotion } from '@content/promotions';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMessage } from '@/components/use-message';
import { pagePath } from '@/config/paths';
import { dismissCallError } from '@/lib/api-client';
import { CallError } from '@/lib/api/call-error';
import { openAuthDialog } from '@/lib/auth-dialog';
import { createAttempt, refusedForGood } from '@/lib/money/idempotency-key';
import { isSignedIn, useSession } from '@/lib/session-store';
import { applyForPromotion } from '@/features/promotions/api/apply-activity';
import { ApplicationStatus } from '@/features/promotions/components/application-status';
import type { PromotionPhase } from '@/features/promotions/promotion-schedule';
import { useApplications } from '@/features/promotions/use-applications';

export interface ApplyPanelProps {
  readonly promotion: Promotion;
  readonly phase: PromotionPhase;
}

export function ApplyPanel({ promotion, phase }: ApplyPanelProps) {
  const t = useMessage();
  const signedIn = isSignedIn(useSession());
  if (!promotion.applicable || phase === 'ended') return null;
  if (phase === 'upcoming')
    return (
      <div className="apply-panel">
        <p>{t('promotions.apply.notYet')}</p>
      </div>
    );
  if (!signedIn)
    return (
      <div className="apply-panel">
        <p>{t('promotions.apply.signInFirst')}</p>
        <button type="button" className="button button--primary" onClick={() => openAuthDialog('signIn')}>
          {t('promotions.apply.button')}
        </button>
      </div>
    );
  return <PlayerApplyPanel promotion={promotion} />;
}

function PlayerApplyPanel({ promotion }: { readonly promotion: Promotion }) {
  const t = useMessage();
  const { state, reload, replace } = useApplications();
  const [sending, setSending] = useState(false);
  const [attempt] = useState(() => createAttempt());

  if (state.status === 'loading') return <div className="apply-panel" aria-busy="true" />;
  if (state.status === 'failed')
    return (
      <div className="apply-panel">
        <button type="button" className="button button--ghost" onClick={() => void reload()}>
          {t('promotions.retry')}
        </button>
      </div>
    );

  const applied = state.records.find((record) => record.promotionId === promotion.id);
  if (applied)
    return (
      <div className="apply-panel" role="status">
        <p>
          {t('promotions.apply.yourApplication')} <ApplicationStatus status={applied.status} />
        </p>
        <Link to={pagePath('ApplicationActivitiesList')}>{t('promotions.apply.seeApplications')}</Link>
      </div>
    );

  const apply = async () => {
    if (sending) return;
    const request = { promotionId: promotion.id };
    setSending(true);
    try {
      replace(await applyForPromotion({ ...request, idempotencyKey: attempt.key(request) }));
      attempt.settle();
    } catch (error) {
      if (refusedForGood(error)) attempt.settle();
      // Applied already (from another tab or device): show that application, not an error.
      if (error instanceof CallError && error.code === 409) {
        dismissCallError();
        await reload();
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="apply-panel">
      <p>{t('promotions.apply.lead')}</p>
      <button
        type="button"
        className="button button--primary"
        aria-disabled={sending || undefined}
        onClick={() => void apply()}
      >
        {t('promotions.apply.button')}
      </button>
    </div>
  );
}
