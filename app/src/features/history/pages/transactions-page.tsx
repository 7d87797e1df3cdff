// Transaction: every ledger entry of the player (deposits, withdrawals, game
// transfers, bets and wins, bonuses, vault moves), newest first, filtered by
// type and period and paged by the server; page and filters live in the
// address. A table on wide screens, a card per entry on narrow ones.
import { Fragment, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CardCell, CardRow, CardTable } from '@/components/card-table/card-table';
import { DateTime } from '@/components/date-time/date-time';
import { SignInPrompt } from '@/components/sign-in-prompt/sign-in-prompt';
import { games } from '@content/games';
import { useMessage } from '@/components/use-message';
import { gameDetailsPath } from '@/config/paths';
import { pageTitleKeys } from '@/config/page-titles';
import { isSignedIn, useSession } from '@/lib/session-store';
import { getTransactions, type Transaction } from '@/features/history/api/get-transactions';
import { PagedResults } from '@/features/history/components/paged-results';
import { SignedMoney } from '@/features/history/components/signed-money';
import { dateRanges, type DateRange } from '@/features/history/date-range';
import {
  readPageQuery,
  readTransactionFilters,
  transactionQuery,
  withPage,
  withTransactionFilters,
  type TransactionFilters,
} from '@/features/history/list-query';
import {
  accountLabels,
  groupLabels,
  isTypeFilter,
  kindInfo,
  kindsOf,
  signOf,
  transactionGroups,
  transferKinds,
} from '@/features/history/transaction-kinds';
import { useChosenValue } from '@/components/use-chosen-value';
import { usePagedCall } from '@/components/use-paged-call';
import '@/features/history/history.css';

const rangeLabels = {
  all: 'transactions.ranges.all',
  today: 'transactions.ranges.today',
  last7Days: 'transactions.ranges.last7Days',
  last30Days: 'transactions.ranges.last30Days',
} as const satisfies Record<DateRange, string>;

export default function TransactionsPage() {
  const t = useMessage();
  const session = useSession();
  return (
    <div className="history-page">
      <h1 className="history-page__title">{t(pageTitleKeys.Transaction)}</h1>
      {isSignedIn(session) ? (
        <TransactionList key={session.token} />
      ) : (
        <SignInPrompt text={t('transactions.signInPrompt')} />
      )}
    </div>
  );
}

function TransactionList() {
  const t = useMessage();
  const [params, setParams] = useSearchParams();
  const filters = readTransactionFilters(params);
  const paging = readPageQuery(params);
  const call = usePagedCall(getTransactions, transactionQuery(filters, paging, new Date()));
  const filtered = filters.type !== null || filters.range !== 'all';
  // Another filter replaces the address's entry (an arrow key through the list would
  // otherwise leave a trail for Back); another page adds one.
  const changeFilters = (change: Partial<TransactionFilters>) =>
    setParams(withTransactionFilters(params, { ...filters, ...change }), { replace: true });

  return (
    <>
      <TransactionFilterForm filters={filters} onChange={changeFilters} />
      <PagedResults
        call={call}
        query={paging}
        rows={<TransactionTable rows={call.answer?.list ?? []} />}
        empty={
          <div className="history-message">
            <p>{t(filtered ? 'transactions.emptyFiltered' : 'transactions.empty')}</p>
            {filtered && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => changeFilters({ type: null, range: 'all' })}
              >
                {t('transactions.clearFilters')}
              </button>
            )}
          </div>
        }
        failedText={t('transactions.loadFailed')}
        countText={(count) => t('transactions.count', { count })}
        onPageChange={(query, replace) => setParams(withPage(params, query), { replace: replace ?? false })}
      />
    </>
  );
}

function TransactionFilterForm({
  filters,
  onChange,
}: {
  readonly filters: TransactionFilters;
  readonly onChange: (change: Partial<TransactionFilters>) => void;
}) {
  const t = useMessage();
  const typeId = useId();
  const rangeId = useId();
  const [type, chooseType] = useChosenValue(filters.type);
  const [range, chooseRange] = useChosenValue(filters.range);
  const kindOption = (kind: keyof typeof transferKinds, label: string) => (
    <option key={kind} value={kind}>
      {label}
    </option>
  );
  return (
    <div className="history-filters">
      <div className="history-filters__field">
        <label htmlFor={typeId}>{t('transactions.typeFilter')}</label>
        <select
          id={typeId}
          value={type ?? ''}
          onChange={(event) => {
            const choice = isTypeFilter(event.target.value) ? event.target.value : null;
            chooseType(choice);
            onChange({ type: choice });
          }}
        >
          <option value="">{t('transactions.allTypes')}</option>
          {transactionGroups.map((group) => {
            const kinds = kindsOf(group);
            // A group of one kind is that kind; a larger group lists its kinds under its name.
            if (kinds.length === 1 && kinds[0]) return kindOption(kinds[0], t(groupLabels[group]));
            // The whole group (the server filters by its kinds), then each of its kinds.
            return (
              <Fragment key={group}>
                <option value={group}>{t(groupLabels[group])}</option>
                <optgroup label={t(groupLabels[group])}>
                  {kinds.map((kind) => kindOption(kind, t(transferKinds[kind].label)))}
                </optgroup>
              </Fragment>
            );
          })}
        </select>
      </div>
      <div className="history-filters__field">
        <label htmlFor={rangeId}>{t('transactions.rangeFilter')}</label>
        <select
          id={rangeId}
          value={range}
          onChange={(event) => {
            const choice = dateRanges.find((name) => name === event.target.value) ?? 'all';
            chooseRange(choice);
            onChange({ range: choice });
          }}
        >
          {dateRanges.map((range) => (
            <option key={range} value={range}>
              {t(rangeLabels[range])}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function TransactionTable({ rows }: { readonly rows: readonly Transaction[] }) {
  const t = useMessage();
  return (
    <CardTable
      caption={t('transactions.caption')}
      columns={[
        { header: t('transactions.columns.date') },
        { header: t('transactions.columns.type') },
        { header: t('transactions.columns.details') },
        { header: t('transactions.columns.amount'), money: true },
      ]}
      cardsBelow="44rem"
      cardColumns={2}
      className="history-table history-table--transactions"
    >
      {rows.map((row) => (
        <TransactionRow key={row.transferId} row={row} />
      ))}
    </CardTable>
  );
}

function TransactionRow({ row }: { readonly row: Transaction }) {
  const t = useMessage();
  const kind = kindInfo(row.type);
  // A game transfer, bet or win names its game (a game the catalogue no longer has, nothing).
  const game = row.gameId ? games.find((candidate) => candidate.id === row.gameId) : undefined;
  const account = (name: string) => {
    const label = accountLabels[name];
    return label ? t(label) : name;
  };
  return (
    <CardRow>
      <CardCell className="history-table__date">
        <DateTime seconds={row.createdAt} />
      </CardCell>
      <CardCell className="history-table__type">{kind ? t(kind.label) : row.type}</CardCell>
      <CardCell className="history-table__details">
        {game && (
          <>
            <Link to={gameDetailsPath(game.id)}>
              <bdi>{game.name}</bdi>
            </Link>
            {' · '}
          </>
        )}
        {t('transactions.movement', { from: account(row.from), to: account(row.to) })}
      </CardCell>
      <CardCell money className="history-table__amount">
        <SignedMoney minorUnits={row.amount} sign={signOf(row)} currency={row.currency} />
      </CardCell>
    </CardRow>
  );
}
