import { games } from '@content/games';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { pagedAnswer, stubCalls } from '@/testing/stub-calls';
import { LocationProbe } from '@/features/history/testing/location-probe';
import { nth, rowCells } from '@/features/history/testing/table-cells';
import GamingHistoryPage from './gaming-history-page';

const token = 'b'.repeat(64);
const game = nth(games, 0);
const round = (roundId: number, stake: number, win: number, result: string, gameId = game.id) => ({
  roundId,
  gameId,
  currency: 'USDT',
  stake,
  win,
  result,
  createdAt: 1767355200,
});

function serveRounds(rounds: readonly ReturnType<typeof round>[]) {
  return stubCalls({ '/game/history': (body) => pagedAnswer(rounds, body) });
}

const page = (search = '') =>
  renderApp(
    <>
      <GamingHistoryPage />
      <LocationProbe />
    </>,
    { route: `/pages/GamingHistory/GamingHistory${search}`, session: { token } },
  );

describe('GamingHistoryPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each round’s game, stake, win, signed net result and reels', async () => {
    serveRounds([
      round(2, 100, 500, 'bell-bell-bell'),
      round(1, 100, 0, 'cherry-lemon-seven', 'retired-game'),
    ]);
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'Game history' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Your game rounds' });
    const won = rowCells(table, 0);
    expect(within(nth(won, 0)).getByRole('link', { name: game.name })).toHaveAttribute(
      'href',
      `/pages/GamesDetails/GamesDetails?id=${game.id}`,
    );
    expect(within(nth(won, 1)).getByText('1.00 USDT')).toBeInTheDocument();
    expect(within(nth(won, 2)).getByText('5.00 USDT')).toBeInTheDocument();
    expect(nth(won, 3)).toHaveTextContent(/^\+₮4\.00/);
    expect(within(nth(won, 4)).getByRole('img', { name: 'Bell, Bell, Bell' })).toBeInTheDocument();

    const lost = rowCells(table, 1);
    expect(nth(lost, 0)).toHaveTextContent('Game retired-game');
    expect(nth(lost, 3)).toHaveTextContent(/^−₮1\.00/);
    expect(within(nth(lost, 4)).getByRole('img', { name: 'Cherry, Lemon, Seven' })).toBeInTheDocument();
  });

  it('pages through the rounds with the pagination widget, keeping the page in the address', async () => {
    const sandbox = serveRounds(
      Array.from({ length: 25 }, (_, index) => round(25 - index, 100, 0, 'bell-lemon-seven')),
    );
    const { user } = page('?page=3');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(sandbox.bodies('/game/history')).toEqual([{ page: 3, pageSize: 10 }]);
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(screen.getByRole('status', { name: 'address' })).toBeEmptyDOMElement();
    expect(sandbox.bodies('/game/history').at(-1)).toEqual({ page: 1, pageSize: 10 });
  });

  it('sends a player with no rounds to the lobby', async () => {
    serveRounds([]);
    page();
    expect(await screen.findByText('You haven’t played any rounds yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a game' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in', () => {
    const sandbox = serveRounds([]);
    renderApp(<GamingHistoryPage />, { route: '/pages/GamingHistory/GamingHistory' });
    expect(screen.getByText('Sign in to see your game history.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(sandbox.paths()).toEqual([]);
  });
});
