import { screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { pagePath } from '@/config/paths';
import { renderApp } from '@/testing/render-app';
import { stubCalls } from '@/testing/stub-calls';
import { useTransferOutOnHome } from './transfer-out-on-home';

const balances = { currency: 'USDT', balance: 900, balances: [{ currency: 'USDT', amount: 900 }] };

function Harness() {
  useTransferOutOnHome();
  return (
    <Routes>
      <Route path="*" element={<Link to={pagePath('index')}>Home</Link>} />
    </Routes>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useTransferOutOnHome', () => {
  it('transfers a signed-in player’s balance out of the game on going home, and reloads the VIP progress', async () => {
    const calls = stubCalls({
      '/transfer-out-balance': { ...balances, transferred: 400 },
      '/refresh-balance': balances,
      '/vip/progress': { vip: 0, progressRate: 10, points: 10, nextPoints: 100 },
    });
    const { user } = renderApp(<Harness />, {
      route: '/pages/Webview/Webview',
      session: { token: 't', gameInProgress: true },
    });
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await vi.waitFor(() =>
      expect(calls.paths()).toEqual(['/transfer-out-balance', '/refresh-balance', '/vip/progress']),
    );
  });

  it('leaves a reload that lands on home alone, and a visitor too', async () => {
    const calls = stubCalls({});
    const reloaded = renderApp(<Harness />, { route: '/', session: { token: 't', gameInProgress: true } });
    reloaded.unmount();
    const visitor = renderApp(<Harness />, { route: '/pages/Webview/Webview' });
    await visitor.user.click(screen.getByRole('link', { name: 'Home' }));
    expect(calls.paths()).toEqual([]);
  });
});
