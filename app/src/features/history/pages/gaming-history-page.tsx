// GamingHistory: the player's real rounds, newest first, paged by the server
// (the page lives in the address): the game (linked to its page), stake, win,
// the net result signed and coloured, the three reels and when.
import { games } from '@content/games';
import { useSearchParams, Link } from 'react-router';
import { CardCell, CardRow, CardTable } from '@/components/card-table/card-table';
import { DateTime } from '@/components/date-time/date-time';
import { MoneyText } from '@/components/money/money-text';
import { SignInPrompt } from '@/components/sign-in-prompt/sign-in-prompt';
import { useMessage } from '@/components/use-message';
import { pageTitleKeys } from '@/config/page-titles';
import { gameDetailsPath, pagePath } from '@/config/paths';
import { currencyDisplay } from '@/lib/money/currency-display';
import { isSignedIn, useSession } from '@/lib/session-store';
import { getGameHistory, type GameRound } from '@/features/history/api/get-game-history';
import { PagedResults } from '@/features/history/components/paged-results';
import { ReelIcons } from '@/features/history/components/reel-icons';
import { SignedMoney } from '@/features/history/components/signed-money';
import { readPageQuery, withPage } from '@/features/history/list-query';
import type { Sign } from '@/features/history/transaction-kinds';
import { usePagedCall } from '@/components/use-paged-call';
import '@/features/history/history.css';

const gamesById = new Map(games.map((game) => [game.id, game]));

export default function GamingHistoryPage() {
  const t = useMessage();
  const session = useSession();
  return (
    <div className="history-page">
      <h1 className="history-page__title">{t(pageTitleKeys.GamingHistory)}</h1>
      {isSignedIn(session) ? (
        <RoundList key={session.token} />
      ) : (
        <SignInPrompt text={t('gamingHistory.signInPrompt')} />
      )}
    </div>
  );
}

function RoundList() {
  const t = useMessage();
  const [params, setParams] = useSearchParams();
  const paging = readPageQuery(params);
  const call = usePagedCall(getGameHistory, { page: paging.page, pageSize: paging.pageSize });
  return (
    <PagedResults
      call={call}
      query={paging}
      rows={<RoundTable rows={call.answer?.list ?? []} />}
      empty={
        <div className="history-message">
          <p>{t('gamingHistory.empty')}</p>
          <Link className="button button--primary" to={pagePath('index')}>
            {t('gamingHistory.goToLobby')}
          </Link>
        </div>
      }
      failedText={t('gamingHistory.loadFailed')}
      countText={(count) => t('gamingHistory.count', { count })}
      onPageChange={(query, replace) => setParams(withPage(params, query), { replace: replace ?? false })}
    />
  );
}

function RoundTable({ rows }: { readonly rows: readonly GameRound[] }) {
  const t = useMessage();
  return (
    <CardTable
      caption={t('gamingHistory.caption')}
      columns={[
        { header: t('gamingHistory.columns.game') },
        { header: t('gamingHistory.columns.stake'), money: true },
        { header: t('gamingHistory.columns.win'), money: true },
        { header: t('gamingHistory.columns.net'), money: true },
        { header: t('gamingHistory.columns.reels') },
        { header: t('gamingHistory.columns.date') },
      ]}
      cardsBelow="44rem"
      cardColumns={2}
      className="history-table history-table--rounds"
    >
      {rows.map((round) => (
        <RoundRow key={round.roundId} round={round} />
      ))}
    </CardTable>
  );
}

function RoundRow({ round }: { readonly round: GameRound }) {
  const t = useMessage();
  const game = gamesById.get(round.gameId);
  const currency = currencyDisplay(round.currency);
  const net = round.win - round.stake;
  const netSign: Sign = net > 0 ? 1 : net < 0 ? -1 : 0;
  return (
    <CardRow>
      <CardCell className="history-table__game">
        {game ? (
          <Link to={gameDetailsPath(game.id)}>{game.name}</Link>
        ) : (
          t('gamingHistory.unknownGame', { id: round.gameId })
        )}
      </CardCell>
      <CardCell money className="history-table__stake" label={t('gamingHistory.columns.stake')}>
        <MoneyText minorUnits={round.stake} currency={currency} />
      </CardCell>
      <CardCell money className="history-table__win" label={t('gamingHistory.columns.win')}>
        <MoneyText minorUnits={round.win} currency={currency} />
      </CardCell>
      <CardCell money className="history-table__net">
        <SignedMoney minorUnits={Math.abs(net)} sign={netSign} currency={round.currency} />
      </CardCell>
      <CardCell className="history-table__reels">
        <ReelIcons result={round.result} />
      </CardCell>
      <CardCell className="history-table__date">
        <DateTime seconds={round.createdAt} />
      </CardCell>
    </CardRow>
  );
}
