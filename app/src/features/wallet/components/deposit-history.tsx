// "Your deposits": the player's payments, newest first, a page at a time, each
// with its amount, method, state and date; a pending one can be reopened to
// confirm or cancel. A new page or a refresh keeps the rows shown until the
// answer arrives, so the list does not jump.
import { site } from '@content/site';
import { useEffect, useId, useState } from 'react';
import { DateTime } from '@/components/date-time/date-time';
import { MoneyText } from '@/components/money/money-text';
import { usePaymentMethodLabel } from '@/components/money/use-currency-name';
import { Pagination, type PageChange } from '@/components/pagination/pagination';
import { useMessage } from '@/components/use-message';
import { findCurrency, type CurrencyList } from '@/lib/money/currency-list';
import { fetchDeposits, type ListedPayment, type PaymentPage } from '@/features/wallet/api/payment-list';

export interface DepositHistoryProps {
  readonly list: CurrencyList | null;
  /** Changes whenever the deposits may have changed (a payment created, paid or cancelled). */
  readonly version: number;
  readonly onResume: (payment: ListedPayment) => void;
}

const stateKeys = {
  pending: 'wallet.state.pending',
  paid: 'wallet.state.paid',
  cancelled: 'wallet.state.cancelled',
} as const;

const skeletonRows = 3;

interface Answer {
  readonly request: string;
  readonly page: PaymentPage | null;
}

export function DepositHistory({ list, version, onResume }: DepositHistoryProps) {
  const t = useMessage();
  const methodLabel = usePaymentMethodLabel();
  const [paging, setPaging] = useState<PageChange>({ page: 1, pageSize: site.pagination.pageSize });
  const [retries, setRetries] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [lastPage, setLastPage] = useState<PaymentPage | null>(null);
  const request = `${version}/${retries}/${paging.page}/${paging.pageSize}`;

  useEffect(() => {
    let current = true;
    fetchDeposits(paging.page, paging.pageSize).then(
      (page) => {
        if (!current) return;
        setAnswer({ request, page });
        setLastPage(page);
      },
      // The call's toast says why; the list offers another try.
      () => current && setAnswer({ request, page: null }),
    );
    return () => {
      current = false;
    };
  }, [request, paging]);

  const loading = answer?.request !== request;
  const failed = !loading && answer.page === null;
  const shown = failed ? null : lastPage;

  return (
    <section
      className="wallet-card wallet-history"
      aria-labelledby="wallet-history-title"
      aria-busy={loading}
    >
      <h2 id="wallet-history-title" className="wallet-card__title">
        {t('wallet.history')}
      </h2>
      {failed ? (
        <div className="wallet-history__failed">
          <p>{t('wallet.historyFailed')}</p>
          <button type="button" className="button button--ghost" onClick={() => setRetries((n) => n + 1)}>
            {t('common.retry')}
          </button>
        </div>
      ) : shown === null ? (
        <ul className="wallet-history__list" aria-hidden="true">
          {Array.from({ length: skeletonRows }, (_, index) => (
            <li key={index} className="wallet-history__row wallet-history__row--skeleton">
              <span className="wallet-skeleton" />
            </li>
          ))}
        </ul>
      ) : shown.total === 0 ? (
        <p className="wallet-history__empty">{t('wallet.historyEmpty')}</p>
      ) : (
        <>
          <ul className="wallet-history__list">
            {shown.list.map((payment) => (
              <HistoryRow
                key={payment.paymentId}
                payment={payment}
                mark={findCurrency(list, payment.currency)?.mark ?? ''}
                method={methodLabel(payment.method)}
                state={t(stateKeys[payment.state])}
                resumeLabel={t('wallet.resume')}
                onResume={onResume}
              />
            ))}
          </ul>
          {shown.total > site.pagination.pageSize && (
            <Pagination
              total={shown.total}
              currentPage={paging.page}
              pageSize={paging.pageSize}
              onChange={setPaging}
            />
          )}
        </>
      )}
    </section>
  );
}

interface HistoryRowProps {
  readonly payment: ListedPayment;
  readonly mark: string;
  readonly method: string;
  readonly state: string;
  readonly resumeLabel: string;
  readonly onResume: (payment: ListedPayment) => void;
}

function HistoryRow({ payment, mark, method, state, resumeLabel, onResume }: HistoryRowProps) {
  const amountId = useId();
  return (
    <li className="wallet-history__row" data-state={payment.state}>
      <span id={amountId} className="wallet-history__amount">
        <MoneyText minorUnits={payment.amount} currency={{ abbr: payment.currency, mark }} />
      </span>
      <span className="wallet-history__state">{state}</span>
      <span className="wallet-history__meta">
        {/* Each part isolated: a method id beside a date's digits must not reorder in RTL. */}
        <bdi>{method}</bdi> · <DateTime seconds={payment.createdAt} className="wallet-history__date" />
      </span>
      {payment.state === 'pending' && (
        <button
          type="button"
          className="button button--ghost wallet-history__resume"
          aria-describedby={amountId}
          onClick={() => onResume(payment)}
        >
          {resumeLabel}
        </button>
      )}
    </li>
  );
}
