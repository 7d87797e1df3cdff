// ReferredPlayers: the players the player referred, newest first, paged by
// the server (/referral/players): each one's nickname, the day they joined,
// whether they have made their first deposit, and what they have earned the
// player. A table on wide screens, a card per player on narrow ones.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CardCell, CardRow, CardTable } from '@/components/card-table/card-table';
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

function ReferredPlayerTable({ players }: { readonly players: readonly ReferredPlayer[] }) {
  const t = useMessage();
  return (
    <CardTable
      caption={t(pageTitleKeys.ReferredPlayers)}
      columns={[
        { header: t('refer.players.nickname') },
        { header: t('refer.players.joined') },
        { header: t('refer.players.deposited') },
        { header: t('refer.players.earned'), money: true },
      ]}
      className="refer-table"
    >
      {players.map((player) => (
        <ReferredPlayerRow key={player.userId} player={player} />
      ))}
    </CardTable>
  );
}

function ReferredPlayerRow({ player }: { readonly player: ReferredPlayer }) {
  const t = useMessage();
  const { formatDate } = useIntl();
  const joined = new Date(player.joinedAt * 1000);
  const earned = player.earned.filter(({ reward }) => reward > 0);
  return (
    <CardRow>
      <CardCell className="refer-table__nickname">
        <bdi>{player.nickName}</bdi>
      </CardCell>
      <CardCell label={t('refer.players.joined')}>
        <time dateTime={joined.toISOString()}>{formatDate(joined, { dateStyle: 'medium' })}</time>
      </CardCell>
      <CardCell label={t('refer.players.deposited')}>
        {t(player.deposited ? 'common.yes' : 'common.no')}
      </CardCell>
      <CardCell money label={t('refer.players.earned')}>
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
      </CardCell>
    </CardRow>
  );
}
