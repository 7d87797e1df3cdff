// The daily sign-in popup (SPEC §2, §3 sign-in info): the week's cycle of
// days, each with its reward and whether it is claimed, claimable today or
// still to come, and the claim of today's reward (/signin/claim), after which
// the balance and the rewards are loaded again.
import { useState } from 'react';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { MoneyText } from '@/components/money/money-text';
import { Popup } from '@/components/popup/popup';
import { useMessage } from '@/components/use-message';
import { currencyDisplay } from '@/lib/money/currency-display';
import { claimSignin } from '@/lib/rewards/reward-claims';
import type { RewardPopupProps } from './reward-popups';
import { useRewardsOnOpen } from './use-rewards-on-open';
import './rewards.css';

export default function DailySignInPopup({ open, onClose }: RewardPopupProps) {
  const t = useMessage();
  const { signin } = useRewardsOnOpen(open);
  const [claiming, setClaiming] = useState(false);
  const claimable =
    signin !== null && !signin.todaySignIn && signin.Available.some((day) => day.status === 1);
  const claim = () => {
    if (claiming) return;
    setClaiming(true);
    claimSignin()
      .catch(() => undefined)
      .finally(() => setClaiming(false));
  };
  return (
    <Popup
      open={open}
      onClose={onClose}
      title={t('dailySignIn.title')}
      className="reward-popup"
      busy={claiming}
      footer={
        signin && (
          <button
            type="button"
            className="button button--primary"
            disabled={!claimable}
            aria-busy={claiming || undefined}
            onClick={claim}
          >
            {t(claimable ? 'dailySignIn.claim' : 'dailySignIn.claimed')}
          </button>
        )
      }
    >
      {signin === null ? (
        <LoadingSpinner />
      ) : (
        <>
          <ol className="sign-in-days">
            {signin.Available.map((day) => (
              <li key={day.day} className="sign-in-day" data-status={day.status}>
                <span className="sign-in-day__name">{t('dailySignIn.day', { day: day.day })}</span>
                <MoneyText
                  className="sign-in-day__reward"
                  minorUnits={day.reward}
                  currency={currencyDisplay(day.currency)}
                />
                <span className="sign-in-day__state">
                  {day.status === 2 ? t('dailySignIn.claimed') : day.status === 1 ? t('rewards.today') : ''}
                </span>
              </li>
            ))}
          </ol>
          {signin.todaySignIn && <p className="reward-popup__note">{t('dailySignIn.signedToday')}</p>}
        </>
      )}
    </Popup>
  );
}
