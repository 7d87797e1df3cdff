// Referandearn, the refer-and-earn tab (SPEC §2, issue 20). A signed-in
// player sees their referral code and link, each with a Copy button (the
// toast says whether it was copied), Share where the browser has the Web
// Share API, the link as a QR code, the rule (/referral/info: what a
// registration and a first deposit bring), what they have earned, and the
// way to the players they referred. A visitor sees what refer-and-earn
// gives and the way in.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { MoneyText, useFormatMoney } from '@/components/money/money-text';
import { Toast } from '@/components/toast/toast';
import { useMessage } from '@/components/use-message';
import { usePagedCall } from '@/components/use-paged-call';
import { pageTitleKeys } from '@/config/page-titles';
import { pagePath } from '@/config/paths';
import { openAuthDialogByButton } from '@/lib/auth-dialog';
import { currencyDisplay } from '@/lib/money/currency-display';
import { isSignedIn, useSession } from '@/lib/session-store';
import { getReferralInfo, type ReferralInfo } from '@/features/refer/api/get-referral-info';
import { QrCode } from '@/features/refer/components/qr-code';
import { referralLinkUrl } from '@/features/refer/referral-link-url';
import '@/features/refer/refer.css';

export default function ReferAndEarnPage() {
  const t = useMessage();
  const session = useSession();
  return (
    <div className="refer-page">
      <h1 className="refer-page__title">{t(pageTitleKeys.Referandearn)}</h1>
      {isSignedIn(session) ? <PlayerReferral key={session.token} /> : <VisitorPitch />}
    </div>
  );
}

const loadReferralInfo = () => getReferralInfo();

function PlayerReferral() {
  const t = useMessage();
  const { answer, slow, failed, retry } = usePagedCall(loadReferralInfo, null);
  if (failed)
    return (
      <div className="refer-message" role="alert">
        <p>{t('refer.loadFailed')}</p>
        <button type="button" className="button button--ghost" onClick={retry}>
          {t('errors.tryAgain')}
        </button>
      </div>
    );
  if (!answer) return slow ? <LoadingSpinner /> : null;
  return <ReferralDetails info={answer} />;
}

function ReferralDetails({ info }: { readonly info: ReferralInfo }) {
  const t = useMessage();
  const link = referralLinkUrl(info.code);
  const [toast, setToast] = useState<{ text: string; serial: number } | null>(null);
  const say = (text: string) => setToast((last) => ({ text, serial: (last?.serial ?? 0) + 1 }));
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      say(t('common.copied'));
    } catch {
      say(t('refer.copyFailed'));
    }
  };
  const canShare = typeof navigator.share === 'function';
  const share = () =>
    // A cancelled or refused share is the player's choice: nothing to say.
    navigator
      .share({ title: t('app.name'), text: t('refer.shareText', { code: info.code }), url: link })
      .catch(() => undefined);

  return (
    <>
      <section className="refer-card refer-share" aria-label={t('refer.yourLink')}>
        <CopyRow
          label={t('refer.yourCode')}
          value={info.code}
          copyLabel={t('refer.copyCode')}
          onCopy={copy}
        />
        <CopyRow label={t('refer.yourLink')} value={link} copyLabel={t('refer.copyLink')} onCopy={copy} />
        {canShare && (
          <button type="button" className="button button--primary refer-share__share" onClick={share}>
            {t('common.share')}
          </button>
        )}
        <figure className="refer-share__qr">
          <QrCode text={link} label={t('refer.qrCode')} />
          <figcaption>{t('refer.qrHint')}</figcaption>
        </figure>
      </section>
      <ReferralRule rule={info.rule} />
      <Earnings info={info} />
      <Toast key={toast?.serial} message={toast?.text ?? null} onHide={() => setToast(null)} />
    </>
  );
}

function CopyRow({
  label,
  value,
  copyLabel,
  onCopy,
}: {
  readonly label: string;
  readonly value: string;
  readonly copyLabel: string;
  readonly onCopy: (value: string) => Promise<void>;
}) {
  const labelId = useId();
  return (
    <div className="refer-copy" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="refer-copy__label">
        {label}
      </p>
      {/* Read left to right in every language, placed at the start of the line in the page's own. */}
      <p className="refer-copy__value">
        <bdi dir="ltr">{value}</bdi>
      </p>
      <button
        type="button"
        className="button button--ghost refer-copy__button"
        onClick={() => void onCopy(value)}
      >
        {copyLabel}
      </button>
    </div>
  );
}

function ReferralRule({ rule }: { readonly rule: ReferralInfo['rule'] }) {
  const t = useMessage();
  const formatMoney = useFormatMoney();
  const titleId = useId();
  return (
    <section className="refer-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="refer-card__title">
        {t('refer.howItWorks.title')}
      </h2>
      <ol className="refer-steps">
        <li>{t('refer.howItWorks.step1')}</li>
        <li>
          {t('refer.howItWorks.signupReward', {
            amount: formatMoney(rule.signupReward, currencyDisplay(rule.currency)),
          })}
        </li>
        {rule.depositRate > 0 && (
          <li>{t('refer.howItWorks.depositShare', { rate: rule.depositRate / 100 })}</li>
        )}
      </ol>
    </section>
  );
}

function Earnings({ info }: { readonly info: ReferralInfo }) {
  const t = useMessage();
  const titleId = useId();
  const earned = info.earned.filter(({ reward }) => reward > 0);
  return (
    <section className="refer-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="refer-card__title">
        {t('refer.earnings.title')}
      </h2>
      <p className="refer-earnings__count">{t('refer.referredPlayers', { count: info.referred })}</p>
      {earned.length > 0 ? (
        <ul className="refer-earnings__list">
          {earned.map(({ currency, reward }) => (
            <li key={currency}>
              <MoneyText minorUnits={reward} currency={currencyDisplay(currency)} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('refer.earnings.nothingYet')}</p>
      )}
      <Link className="button button--ghost" to={pagePath('ReferredPlayers')}>
        {t('refer.seeReferred')}
      </Link>
    </section>
  );
}

function VisitorPitch() {
  const t = useMessage();
  const titleId = useId();
  return (
    <section className="refer-card refer-visitor" aria-labelledby={titleId}>
      <h2 id={titleId} className="refer-card__title">
        {t('refer.visitor.title')}
      </h2>
      <p>{t('refer.visitor.lead')}</p>
      <ol className="refer-steps">
        <li>{t('refer.howItWorks.step1')}</li>
        <li>{t('refer.howItWorks.step2')}</li>
        <li>{t('refer.visitor.step3')}</li>
      </ol>
      <p>{t('refer.signInToRefer')}</p>
      <div className="refer-visitor__buttons">
        <button
          type="button"
          className="button button--primary"
          onClick={() => openAuthDialogByButton('signIn')}
        >
          {t('auth.signIn.submit')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => openAuthDialogByButton('register')}
        >
          {t('auth.register.submit')}
        </button>
      </div>
    </section>
  );
}
