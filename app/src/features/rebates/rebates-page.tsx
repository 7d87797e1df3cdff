// Bettingrebates (SPEC §2): the betting rebate. Everyone sees the rates by
// VIP level and category (content/vip.yaml); a signed-in player also sees the
// rates at their level, what their real bets have accrued since the last
// claim (per currency and category, /rebate/info), and Claim (/rebate/claim),
// which is offered only when something has accrued.
import { categories } from '@content/categories';
import { vipLevels } from '@content/vip';
import { useCallback, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { DateTime } from '@/components/date-time/date-time';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { MoneyText, useFormatMoney } from '@/components/money/money-text';
import { SignInPrompt } from '@/components/sign-in-prompt/sign-in-prompt';
import { useContentLabel, useMessage } from '@/components/use-message';
import { pageTitleKeys } from '@/config/page-titles';
import { dismissCallError } from '@/lib/api-client';
import { CallError } from '@/lib/api/call-error';
import { refreshBalance } from '@/lib/api/refresh-balance';
import { currencyDisplay } from '@/lib/money/currency-display';
import { createAttempt, refusedForGood } from '@/lib/money/idempotency-key';
import { isSignedIn, useSession } from '@/lib/session-store';
import { claimRebate } from '@/features/rebates/api/claim-rebate';
import { getRebateInfo, type RebateInfo } from '@/features/rebates/api/rebate-info';
import {
  accruedByCurrency,
  hasClaimableRebate,
  rateFraction,
  rebateRate,
  rebatedCategories,
} from '@/features/rebates/rebate-rates';
import '@/features/rebates/rebates.css';

function useRateText() {
  const intl = useIntl();
  return (basisPoints: number) =>
    intl.formatNumber(rateFraction(basisPoints), { style: 'percent', maximumFractionDigits: 2 });
}

function useCategoryName() {
  const label = useContentLabel();
  return (id: string) => {
    const category = categories.find((candidate) => candidate.id === id);
    return category ? label(category.labelKey) : id;
  };
}

function useLevelName() {
  const t = useMessage();
  const label = useContentLabel();
  return (level: number) => {
    const content = vipLevels.find((candidate) => candidate.level === level);
    return content
      ? t('vip.club.levelName', { level, name: label(content.nameKey) })
      : t('avatarMenu.vipLevel', { level });
  };
}

export default function RebatesPage() {
  const t = useMessage();
  const session = useSession();
  const signedIn = isSignedIn(session);
  const [info, setInfo] = useState<RebateInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const { token } = session;

  const load = useCallback(async () => {
    try {
      setInfo(await getRebateInfo());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    if (!token) return;
    let current = true;
    getRebateInfo().then(
      (answer) => current && setInfo(answer),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const level = signedIn ? (info?.vip ?? null) : null;
  return (
    <div className="rebates">
      <h1 className="rebates__title">{t(pageTitleKeys.Bettingrebates)}</h1>
      <p className="rebates__intro">{t('rebates.intro')}</p>
      {!signedIn ? (
        <SignInPrompt text={t('rebates.signIn')} />
      ) : failed ? (
        <div className="status-view">
          <button type="button" className="button button--ghost" onClick={() => void load()}>
            {t('promotions.retry')}
          </button>
        </div>
      ) : info === null ? (
        <LoadingSpinner />
      ) : (
        <>
          <PlayerRates info={info} />
          <Accrued info={info} onClaimed={load} />
        </>
      )}
      <RatesByLevel current={level} />
    </div>
  );
}

function PlayerRates({ info }: { readonly info: RebateInfo }) {
  const t = useMessage();
  const rateText = useRateText();
  const categoryName = useCategoryName();
  const levelName = useLevelName();
  const titleId = useId();
  const earning = info.rates.filter((rate) => rate.rate > 0);
  return (
    <section className="rebates__card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('rebates.yourRates', { level: levelName(info.vip) })}</h2>
      {earning.length === 0 ? (
        <p>{t('rebates.noRates')}</p>
      ) : (
        <dl className="rebates__rates">
          {earning.map((rate) => (
            <div key={rate.category}>
              <dt>{categoryName(rate.category)}</dt>
              <dd>{rateText(rate.rate)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function Accrued({
  info,
  onClaimed,
}: {
  readonly info: RebateInfo;
  readonly onClaimed: () => Promise<void>;
}) {
  const t = useMessage();
  const money = useFormatMoney();
  const categoryName = useCategoryName();
  const titleId = useId();
  const [notice, setNotice] = useState('');
  const [sending, setSending] = useState(false);
  const [attempt] = useState(() => createAttempt());
  const claimable = hasClaimableRebate(info.accrued);
  const totals = accruedByCurrency(info.accrued);

  const claim = async () => {
    if (sending) return;
    if (!claimable) {
      setNotice(t('rebates.nothingToClaim'));
      return;
    }
    setSending(true);
    try {
      const answer = await claimRebate(attempt.key('rebate'));
      attempt.settle();
      const amounts = answer.credited.map((entry) => money(entry.amount, currencyDisplay(entry.currency)));
      setNotice(t('rebates.claimed', { amounts: amounts.join(', ') }));
      refreshBalance().catch(() => undefined);
      await onClaimed();
    } catch (error) {
      if (refusedForGood(error)) attempt.settle();
      // Claimed meanwhile (another tab): nothing left, said plainly.
      if (error instanceof CallError && error.code === 409) {
        dismissCallError();
        setNotice(t('rebates.nothingToClaim'));
        await onClaimed();
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="rebates__card">
      <h2 id={titleId}>{t('rebates.accruedTitle')}</h2>
      {info.lastClaimAt !== undefined && (
        <p className="rebates__last-claim">
          {t('rebates.lastClaim')} <DateTime seconds={info.lastClaimAt} />
        </p>
      )}
      {info.accrued.length === 0 ? (
        <p>{t('rebates.nothingAccrued')}</p>
      ) : (
        <div className="rebates__scroll" role="region" aria-labelledby={titleId} tabIndex={0}>
          <table className="rebates__table">
            <thead>
              <tr>
                <th scope="col">{t('rebates.category')}</th>
                <th scope="col">{t('rebates.stake')}</th>
                <th scope="col">{t('rebates.rebate')}</th>
              </tr>
            </thead>
            <tbody>
              {info.accrued.map((entry) => (
                <tr key={`${entry.currency}/${entry.category}`}>
                  <th scope="row">{categoryName(entry.category)}</th>
                  <td>
                    <MoneyText minorUnits={entry.stake} currency={currencyDisplay(entry.currency)} />
                  </td>
                  <td>
                    <MoneyText minorUnits={entry.rebate} currency={currencyDisplay(entry.currency)} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {totals.map((total) => (
                <tr key={total.currency}>
                  <th scope="row">{t('rebates.total', { currency: total.currency })}</th>
                  <td>
                    <MoneyText minorUnits={total.stake} currency={currencyDisplay(total.currency)} />
                  </td>
                  <td>
                    <MoneyText minorUnits={total.rebate} currency={currencyDisplay(total.currency)} />
                  </td>
                </tr>
              ))}
            </tfoot>
          </table>
        </div>
      )}
      <button
        type="button"
        className="button button--primary"
        aria-disabled={!claimable || sending || undefined}
        onClick={() => void claim()}
      >
        {t('bonus.claim')}
      </button>
      <p className="rebates__notice" role="status">
        {notice}
      </p>
    </div>
  );
}

function RatesByLevel({ current }: { readonly current: number | null }) {
  const t = useMessage();
  const rateText = useRateText();
  const label = useContentLabel();
  const levelName = useLevelName();
  const titleId = useId();
  const shown = rebatedCategories();
  return (
    <div className="rebates__card">
      <h2 id={titleId}>{t('rebates.byLevelTitle')}</h2>
      {shown.length === 0 ? (
        <p>{t('rebates.noRates')}</p>
      ) : (
        <div className="rebates__scroll" role="region" aria-labelledby={titleId} tabIndex={0}>
          <table className="rebates__table">
            <thead>
              <tr>
                <th scope="col">{t('rebates.level')}</th>
                {shown.map((category) => (
                  <th key={category.id} scope="col">
                    {label(category.labelKey)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {vipLevels.map((level) => (
                <tr
                  key={level.level}
                  className={level.level === current ? 'rebates__current' : undefined}
                  aria-current={level.level === current || undefined}
                >
                  <th scope="row">{levelName(level.level)}</th>
                  {shown.map((category) => (
                    <td key={category.id}>{rateText(rebateRate(level, category.id))}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
