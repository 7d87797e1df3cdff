// ApplicationActivitiesList (SPEC §2): the player's promotion applications
// (/apply/activity/record type 1), newest first: each with its promotion's
// title (the content's, in the player's language; else the record's English
// title), when it was made, its state and reward, and Claim on an approved
// one (status 2). A claim is applied once per idempotency key; the balance is
// read again after it.
import { promotions } from '@content/promotions';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { DateTime } from '@/components/date-time/date-time';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { MoneyText, useFormatMoney } from '@/components/money/money-text';
import { SignInPrompt } from '@/components/sign-in-prompt/sign-in-prompt';
import { useMessage } from '@/components/use-message';
import { pageTitleKeys } from '@/config/page-titles';
import { bonusDetailsPath, pagePath } from '@/config/paths';
import { dismissCallError } from '@/lib/api-client';
import { CallError } from '@/lib/api/call-error';
import { refreshBalance } from '@/lib/api/refresh-balance';
import { useLocale } from '@/lib/locale';
import { currencyDisplay } from '@/lib/money/currency-display';
import { createAttempt, refusedForGood } from '@/lib/money/idempotency-key';
import { isSignedIn, useSession } from '@/lib/session-store';
import type { ActivityRecord } from '@/features/promotions/api/activity-records';
import { claimActivity } from '@/features/promotions/api/claim-activity';
import { ApplicationStatus } from '@/features/promotions/components/application-status';
import { languageAttributes, promotionText } from '@/features/promotions/promotion-text';
import { useApplications } from '@/features/promotions/use-applications';
import '@/features/promotions/promotions.css';

/** An approved application, ready to claim. */
export const claimableStatus = 2;

export default function ApplicationsPage() {
  const t = useMessage();
  const signedIn = isSignedIn(useSession());
  if (!signedIn)
    return (
      <SignInPrompt
        title={t(pageTitleKeys.ApplicationActivitiesList)}
        text={t('promotions.applications.signIn')}
      />
    );
  return (
    <div className="applications">
      <h1 className="promotions__title">{t(pageTitleKeys.ApplicationActivitiesList)}</h1>
      <ApplicationList />
    </div>
  );
}

function ApplicationList() {
  const t = useMessage();
  const { state, reload, replace } = useApplications();
  const [notice, setNotice] = useState('');
  if (state.status === 'loading') return <LoadingSpinner />;
  if (state.status === 'failed')
    return (
      <div className="status-view">
        <button type="button" className="button button--ghost" onClick={() => void reload()}>
          {t('promotions.retry')}
        </button>
      </div>
    );
  return (
    <>
      <p className="applications__notice" role="status">
        {notice}
      </p>
      {state.records.length === 0 ? (
        <div className="status-view">
          <p>{t('bonus.activityRecords.empty')}</p>
          <Link className="button button--primary" to={pagePath('Bonus')}>
            {t('promotions.applications.browse')}
          </Link>
        </div>
      ) : (
        <ul className="applications__list">
          {state.records.map((record) => (
            <ApplicationRow
              key={record.id}
              record={record}
              onClaimed={(claimed, done) => {
                replace(claimed);
                setNotice(done);
              }}
              onMoved={() => void reload()}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function useRecordTitle() {
  const { locale } = useLocale();
  return (record: ActivityRecord) => {
    const promotion = promotions.find((candidate) => candidate.id === record.promotionId);
    if (!promotion) return { title: record.title, marked: languageAttributes('en', locale), promotion };
    const { value, lang } = promotionText(promotion, locale);
    return { title: value.title, marked: languageAttributes(lang, locale), promotion };
  };
}

interface ApplicationRowProps {
  readonly record: ActivityRecord;
  /** Claimed: the record as it is now, and the sentence that says so. */
  readonly onClaimed: (record: ActivityRecord, done: string) => void;
  /** The server says the record moved on (taken elsewhere): read the list again. */
  readonly onMoved: () => void;
}

function ApplicationRow({ record, onClaimed, onMoved }: ApplicationRowProps) {
  const t = useMessage();
  const money = useFormatMoney();
  const recordTitle = useRecordTitle();
  const titleId = useId();
  const [sending, setSending] = useState(false);
  const [attempt] = useState(() => createAttempt());
  const { title, marked, promotion } = recordTitle(record);
  const currency = currencyDisplay(record.currency);

  const claim = async () => {
    if (sending) return;
    const request = { id: record.id };
    setSending(true);
    try {
      const answer = await claimActivity({ ...request, idempotencyKey: attempt.key(request) });
      attempt.settle();
      onClaimed(
        { ...record, status: 3 },
        t('promotions.applications.claimed', {
          amount: money(answer.reward, currencyDisplay(answer.currency)),
        }),
      );
      // The new balance: a failure is the client's toast, the claim stands.
      refreshBalance().catch(() => undefined);
    } catch (error) {
      if (refusedForGood(error)) attempt.settle();
      if (error instanceof CallError && (error.code === 409 || error.code === 403)) {
        dismissCallError();
        onMoved();
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <li className="application" aria-labelledby={titleId}>
      <h2 id={titleId} className="application__title" {...marked}>
        {promotion ? <Link to={bonusDetailsPath(promotion.id)}>{title}</Link> : title}
      </h2>
      <dl className="application__facts">
        <div>
          <dt>{t('promotions.applications.applied')}</dt>
          <dd>
            <DateTime seconds={record.createdAt} />
          </dd>
        </div>
        <div>
          <dt>{t('promotions.applications.status')}</dt>
          <dd>
            <ApplicationStatus status={record.status} />
          </dd>
        </div>
        {record.reward > 0 && (
          <div>
            <dt>{t('promotions.applications.reward')}</dt>
            <dd>
              <MoneyText minorUnits={record.reward} currency={currency} />
            </dd>
          </div>
        )}
      </dl>
      {record.status === claimableStatus && (
        <button
          type="button"
          className="button button--primary"
          aria-disabled={sending || undefined}
          aria-describedby={titleId}
          onClick={() => void claim()}
        >
          {t('bonus.claim')}
        </button>
      )}
    </li>
  );
}
