// The player's withdrawal requests, newest first: amount, bank, masked
// account number, state and date, with the pagination widget under them
// and an empty state.
import { useId } from 'react';
import { DateTime } from '@/components/date-time/date-time';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { MoneyText } from '@/components/money/money-text';
import { Pagination } from '@/components/pagination/pagination';
import { useMessage } from '@/components/use-message';
import { currencyDisplay } from '@/lib/money/currency-display';
import { bankNameOf, lastDigits, maskAccountNumber } from '@/features/withdraw/account-display';
import type { BoundAccount } from '@/features/withdraw/api/withdraw-binding';
import type { Withdrawal } from '@/features/withdraw/api/withdrawal-list';
import type { WithdrawalHistory } from '@/features/withdraw/use-withdrawal-history';

const stateKeys = {
  pending: 'withdraw.status.pending',
  paid: 'withdraw.status.paid',
  rejected: 'withdraw.status.rejected',
} as const;

export interface WithdrawalListProps {
  readonly history: WithdrawalHistory;
  /** The bound accounts, for the region that names a request's bank. */
  readonly accounts: readonly BoundAccount[];
}

export function WithdrawalList({ history, accounts }: WithdrawalListProps) {
  const t = useMessage();
  const headingId = useId();
  const { page } = history;
  return (
    <section className="withdraw-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="withdraw-section__title">
        {t('withdraw.history')}
      </h2>
      {!page ? (
        history.failed ? (
          <button type="button" className="button button--ghost" onClick={() => void history.reload()}>
            {t('common.retry')}
          </button>
        ) : (
          <LoadingSpinner label={t('common.loading')} />
        )
      ) : page.total === 0 ? (
        <p className="withdraw-section__empty">{t('withdraw.empty')}</p>
      ) : (
        <>
          <ul className="withdrawal-list" aria-labelledby={headingId}>
            {page.list.map((withdrawal) => (
              <WithdrawalRow key={withdrawal.withdrawalId} withdrawal={withdrawal} accounts={accounts} />
            ))}
          </ul>
          <Pagination
            total={page.total}
            currentPage={history.paging.page}
            pageSize={history.paging.pageSize}
            onChange={history.changePage}
          />
        </>
      )}
    </section>
  );
}

function WithdrawalRow({
  withdrawal,
  accounts,
}: {
  readonly withdrawal: Withdrawal;
  readonly accounts: readonly BoundAccount[];
}) {
  const t = useMessage();
  const region = accounts.find(
    (account) =>
      account.bankCode === withdrawal.bankCode && account.accountNumber === withdrawal.accountNumber,
  )?.region;
  return (
    <li className="withdrawal">
      <MoneyText
        className="withdrawal__amount"
        minorUnits={withdrawal.amount}
        currency={currencyDisplay(withdrawal.currency)}
      />
      <span className="withdrawal__state" data-state={withdrawal.state}>
        {t(stateKeys[withdrawal.state])}
      </span>
      <span className="withdrawal__bank">
        {bankNameOf(region, withdrawal.bankCode)}{' '}
        <span className="account-number" dir="ltr" aria-hidden="true">
          {maskAccountNumber(withdrawal.accountNumber)}
        </span>
        <span className="visually-hidden">
          {t('withdraw.accountEnding', { digits: lastDigits(withdrawal.accountNumber) })}
        </span>
      </span>
      <DateTime seconds={withdrawal.createdAt} className="withdrawal__date" />
    </li>
  );
}
