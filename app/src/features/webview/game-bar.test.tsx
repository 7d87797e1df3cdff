import { act, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { webviewPath } from '@/config/paths';
import { openGame } from '@/lib/game-session';
import { getSession } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';
import { CallRefusal, stubCalls } from '@/testing/stub-calls';
import WebviewPage from './webview-page';

const balances = { currency: 'USDT', balance: 900, balances: [{ currency: 'USDT', amount: 900 }] };
const launchId = '0123456789abcdef0123456789abcdef';
const gamePage = webviewPath(`/sandbox/game/${launchId}?demo=0`, 'Fairway Fortune', 'fairway-fortune');

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname + location.search}</output>;
}

function renderGame(session = {}) {
  return renderApp(
    <Routes>
      <Route path="/pages/Webview/Webview" element={<WebviewPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: gamePage, session: { token: 't', ...session } },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the game bar', () => {
  it('names the game over its frame and offers Exit and, for phones, the lobby', () => {
    renderGame();
    const bar = screen.getByRole('toolbar', { name: 'Game controls' });
    expect(within(bar).getByText('Fairway Fortune')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Exit game' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Lobby' })).toBeInTheDocument();
    expect(screen.getByTitle('Fairway Fortune').tagName).toBe('IFRAME');
  });

  it('brings the balance back before leaving for the game’s page', async () => {
    const calls = stubCalls({
      '/transfer-out-balance': { ...balances, transferred: 300 },
      '/refresh-balance': balances,
    });
    const { user } = renderGame({ gameInProgress: true });
    await user.click(screen.getByRole('button', { name: 'Exit game' }));
    expect(
      await screen.findByText('/pages/GamesDetails/GamesDetails?id=fairway-fortune'),
    ).toBeInTheDocument();
    expect(calls.paths()[0]).toBe('/transfer-out-balance');
    expect(getSession()).toMatchObject({ gameInProgress: false, balance: 900 });
  });

  it('stays in the game when the transfer-out is refused', async () => {
    stubCalls({
      '/transfer-out-balance': () => {
        throw new CallRefusal(500);
      },
    });
    const { user } = renderGame({ gameInProgress: true });
    await user.click(screen.getByRole('button', { name: 'Exit game' }));
    expect(await screen.findByRole('button', { name: 'Exit game' })).toBeEnabled();
    expect(screen.queryByLabelText('where')).toBeNull();
  });

  it('marks a free try as play money and leaves without a call', async () => {
    const calls = stubCalls({});
    const { user } = renderGame({ token: null });
    // After renderApp, which starts every test with no open game.
    act(() => {
      openGame({
        launchId,
        gameId: 'fairway-fortune',
        launchUrl: `/sandbox/game/${launchId}?demo=1`,
        demo: true,
        inProgress: true,
        currency: 'USDT',
        balance: 100_000,
      });
    });
    expect(screen.getByText('Play money')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exit game' }));
    expect(await screen.findByLabelText('where')).toHaveTextContent('GamesDetails?id=fairway-fortune');
    expect(calls.paths()).toEqual([]);
  });
});
