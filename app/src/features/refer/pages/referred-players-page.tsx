// ReferredPlayers: the players the player referred, newest first, paged by
// the server (/referral/players): each one's nickname, the day they joined,
// whether they have made their first deposit, and what they have earned the
// player. A table on wide screens, a card per player on narrow ones.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { MoneyText } from '@/components/money/money-text';
import { Pagination } from '@/components/pagination/pagination';
import { SignInPrompt } from '@/components/sign-in-prompt/sign-in-prompt';
import { useMessage } from '@/components/use-message';
import { usePagedCall } from '@/components/use-paged-call';
import { pageTitleKeys } from '@/config/page-titles';
import { pagePath } from '@/config/paths';
import { currencyDisplay } from '@/lib/money/currency-display';
import { isSignedIn, useSession } from '@/lib/session-store';
import {
  getReferredPlayers,
  type ReferredPlayer,
  type ReferredPlayersQuery,
} from '@/features/refer/api/get-referred-players';
import '@/features/refer/refer.css';

export default function ReferredPlayersPage() {
  const t = useMessage();
  const session = useSession();
  return (
    <div className="refer-page">
      <h1 className="refer-page__title">{t(pageTitleKeys.ReferredPlayers)}</h1>
      {isSignedIn(session) ? (
        <ReferredPlayerList key={session.token} />
      ) : (
        <SignInPrompt text={t('refer.players.signInPrompt')} />
      )}
    </div>
  );
}

type PageSize = NonNullable<ReferredPlayersQuery['pageSize']>;
const pageSizes: readonly PageSize[] = [10, 20, 50];

function ReferredPlayerList() {
  const t = useMessage();
  const [query, setQuery] = useState<{ page: number; pageSize: PageSize }>({ page: 1, pageSize: 10 });
  const { answer, loading, slow, failed, retry } = usePagedCall(getReferredPlayers, query);
  const players = answer?.list ?? [];
  return (
    <>
      {failed && (
        <div className="refer-message" role="alert">
          <p>{t('refer.players.loadFailed')}</p>
          <button type="button" className="button button--ghost" onClick={retry}>
            {t('errors.tryAgain')}
          </button>
        </div>
      )}
      <div className="refer-results" aria-busy={loading}>
        {answer &&
          (players.length > 0 ? (
            <ReferredPlayerTable players={players} />
          ) : (
            <div className="refer-message">
              <p>{t('refer.noReferrals')}</p>
              <Link className="button button--primary" to={pagePath('Referandearn')}>
                {t('refer.players.getLink')}
              </Link>
            </div>
          ))}
        {slow && <LoadingSpinner />}
      </div>
      <p role="status" className="visually-hidden">
        {answer && !loading ? t('refer.referredPlayers', { count: answer.total }) : ''}
      </p>
      {answer && answer.total > 0 && (
        <Pagination
          total={answer.total}
          currentPage={query.page}
          pageSize={query.pageSize}
          pageSizeChoices={pageSizes}
          onChange={({ page, pageSize }) =>
            setQuery({ page, pageSize: pageSizes.find((size) => size === pageSize) ?? 10 })
          }
        />
      )}
    </>
  );
}

/** A cell's column name, shown only when the row is a card (the table's headers say it to screen readers). */
function CardLabel({ text }: { readonly text: string }) {
  return (
    <span className="refer-table__label" aria-hidden="true">
      {text}
    </span>
  );
}

// The explicit roles keep the table a table for screen readers when a narrow
// page shows its rows as cards (refer.css sets them display: block and grid).
function ReferredPlayerTable({ players }: { readonly players: readonly ReferredPlayer[] }) {
  const t = useMessage();
  const captionId = useId();
  return (
    <table className="refer-table" role="table" aria-labelledby={captionId}>
      <caption id={captionId} className="visually-hidden">
        {t(pageTitleKeys.ReferredPlayers)}
      </caption>
      <thead role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">
            {t('refer.players.nickname')}
          </th>
          <th role="columnheader" scope="col">
            {t('refer.players.joined')}
          </th>
          <th role="columnheader" scope="col">
            {t('refer.players.deposited')}
          </th>
          <th role="columnheader" scope="col" className="refer-table__money">
            {t('refer.players.earned')}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {players.map((player) => (
          <ReferredPlayerRow key={player.userId} player={player} />
        ))}
      </tbody>
    </table>
  );
}

function ReferredPlayerRow({ player }: { readonly player: ReferredPlayer }) {
  const t = useMessage();
  const { formatDate } = useIntl();
  const joined = new Date(player.joinedAt * 1000);
  const earned = player.earned.filter(({ reward }) => reward > 0);
  return (
    <tr role="row">
      <td role="cell" className="refer-table__nickname">
        <bdi>{player.nickName}</bdi>
      </td>
      <td role="cell">
        <CardLabel text={t('refer.players.joined')} />
        <time dateTime={joined.toISOString()}>{formatDate(joined, { dateStyle: 'medium' })}</time>
      </td>
      <td role="cell">
        <CardLabel text={t('refer.players.deposited')} />
        {t(player.deposited ? 'common.yes' : 'common.no')}
      </td>
      <td role="cell" className="refer-table__money">
        <CardLabel text={t('refer.players.earned')} />
        {earned.length > 0
          ? earned.map(({ currency, reward }) => (
              <MoneyText
                key={currency}
                className="refer-table__amount"
                minorUnits={reward}
                currency={currencyDisplay(currency)}
              />
            ))
          : '–'}
      </td>
    </tr>
  );
}
