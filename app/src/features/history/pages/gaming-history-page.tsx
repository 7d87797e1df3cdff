// GamingHistory: the player's real rounds, newest first, paged by the server
// (the page lives in the address): the game (linked to its page), stake, win,
// the net result signed and coloured, the three reels and when.
import { games } from '@content/games';
import { useSearchParams, Link } from 'react-router';
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

// The explicit roles keep the table a table for screen readers when a narrow page
// shows its rows as cards (history.css sets them display: block and grid).
function RoundTable({ rows }: { readonly rows: readonly GameRound[] }) {
  const t = useMessage();
  return (
    <table className="history-table history-table--rounds" role="table">
      <caption className="visually-hidden">{t('gamingHistory.caption')}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">
            {t('gamingHistory.columns.game')}
          </th>
          <th role="columnheader" scope="col" className="history-table__money">
            {t('gamingHistory.columns.stake')}
          </th>
          <th role="columnheader" scope="col" className="history-table__money">
            {t('gamingHistory.columns.win')}
          </th>
          <th role="columnheader" scope="col" className="history-table__money">
            {t('gamingHistory.columns.net')}
          </th>
          <th role="columnheader" scope="col">
            {t('gamingHistory.columns.reels')}
          </th>
          <th role="columnheader" scope="col">
            {t('gamingHistory.columns.date')}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((round) => (
          <RoundRow key={round.roundId} round={round} />
        ))}
      </tbody>
    </table>
  );
}

function RoundRow({ round }: { readonly round: GameRound }) {
  const t = useMessage();
  const game = gamesById.get(round.gameId);
  const currency = currencyDisplay(round.currency);
  const net = round.win - round.stake;
  const netSign: Sign = net > 0 ? 1 : net < 0 ? -1 : 0;
  return (
    <tr role="row">
      <td role="cell" className="history-table__game">
        {game ? (
          <Link to={gameDetailsPath(game.id)}>{game.name}</Link>
        ) : (
          t('gamingHistory.unknownGame', { id: round.gameId })
        )}
      </td>
      <td role="cell" className="history-table__money history-table__stake">
        <span className="history-table__label" aria-hidden="true">
          {t('gamingHistory.columns.stake')}
        </span>
        <MoneyText minorUnits={round.stake} currency={currency} />
      </td>
      <td role="cell" className="history-table__money history-table__win">
        <span className="history-table__label" aria-hidden="true">
          {t('gamingHistory.columns.win')}
        </span>
        <MoneyText minorUnits={round.win} currency={currency} />
      </td>
      <td role="cell" className="history-table__money history-table__net">
        <SignedMoney minorUnits={Math.abs(net)} sign={netSign} currency={round.currency} />
      </td>
      <td role="cell" className="history-table__reels">
        <ReelIcons result={round.result} />
      </td>
      <td role="cell" className="history-table__date">
        <DateTime seconds={round.createdAt} />
      </td>
    </tr>
  );
}
