import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { useAuthDialog } from '@/lib/auth-dialog';
import { chosenCategory } from '@/lib/chosen-category';
import { closeMusicPopup, musicPopupOpen } from '@/lib/music/music-choice';
import { rewardPopup } from '@/lib/rewards/reward-popup';
import { getSession } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';
import { stubCalls } from '@/testing/stub-calls';
import { testUser } from '@/testing/test-user';
import { SideMenu } from './side-menu';

function Where() {
  const location = useLocation();
  const dialog = useAuthDialog();
  return (
    <output aria-label="where">
      {location.pathname + location.search} dialog={String(dialog)}
    </output>
  );
}

function renderMenu(options: Parameters<typeof renderApp>[1] = {}) {
  const onNavigate = vi.fn();
  const result = renderApp(
    <>
      <SideMenu id="menu" onNavigate={onNavigate} settings={<p>settings here</p>} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    options,
  );
  const menu = screen.getByRole('navigation', { name: 'Main menu' });
  return {
    ...result,
    menu,
    onNavigate,
    where: () => screen.getByRole('status', { name: 'where' }).textContent,
  };
}

describe('side menu', () => {
  it('lists the entries in SPEC order, Task Center hidden while the task switch is off', () => {
    const { menu } = renderMenu();
    const names = within(menu)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names.slice(0, 7)).toEqual([
      'Refer and earn',
      'Spin & win prizes',
      'Daily sign-in',
      'Promotions',
      'VIP Club',
      'Home',
      'Game categories Show game categories',
    ]);
    expect(names).not.toContain('Task center');
    expect(names).toContain('Live support');
  });

  it('shows Task Center with the task switch on and hides Live Support on platform 10', () => {
    const { menu } = renderMenu({
      session: { token: 't', taskSwitch: true, user: testUser({ platformId: 10 }) },
    });
    expect(within(menu).getByRole('button', { name: 'Task center' })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Live support' })).toBeNull();
  });

  it('opens the sign-in popup for a visitor choosing a guarded entry, and does not navigate', async () => {
    const { menu, user, where, onNavigate } = renderMenu();
    await user.click(within(menu).getByRole('button', { name: 'Favorites' }));
    expect(where()).toBe('/ dialog=signIn');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('lets a visitor open an unguarded entry', async () => {
    const { menu, user, where, onNavigate } = renderMenu();
    await user.click(within(menu).getByRole('button', { name: 'VIP Club' }));
    expect(where()).toBe('/pages/VipClubsNew/VipClubsNew dialog=null');
    expect(onNavigate).toHaveBeenCalledOnce();
  });

  it('ends with the FAQ and About us, which a visitor opens and which close the drawer', async () => {
    const { menu, user, where, onNavigate } = renderMenu();
    const names = within(menu)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names.slice(-2)).toEqual(['Frequently asked questions', 'About us']);
    await user.click(within(menu).getByRole('button', { name: 'Frequently asked questions' }));
    expect(where()).toBe('/pages/FrequentlyAskedQuestions/FrequentlyAskedQuestions dialog=null');
    await user.click(within(menu).getByRole('button', { name: 'About us' }));
    expect(where()).toBe('/pages/AboutUs/AboutUs dialog=null');
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });

  it('transfers a signed-in player’s balance out of a game, refreshes it and the VIP progress, and runs the entry 100 ms later', async () => {
    const balances = { currency: 'USDT', balance: 700, balances: [{ currency: 'USDT', amount: 700 }] };
    const fetchMock = vi.fn<typeof fetch>((url) =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            code: 0,
            msg: 'ok',
            data: String(url).endsWith('/transfer-out-balance')
              ? { ...balances, transferred: 200 }
              : String(url).endsWith('/vip/progress')
                ? { vip: 0, progressRate: 10, points: 10, nextPoints: 100 }
                : balances,
          }),
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { menu, user, where } = renderMenu({ session: { token: 't', balance: 500, gameInProgress: true } });
    await user.click(within(menu).getByRole('button', { name: 'Favorites' }));
    expect(where()).toBe('/ dialog=null');
    expect(await screen.findByText('/pages/myfavoriteList/myfavoriteList dialog=null')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
        '/api/transfer-out-balance',
        '/api/refresh-balance',
        '/api/vip/progress',
      ]),
    );
    expect(getSession()).toMatchObject({ balance: 700, gameInProgress: false });
    vi.unstubAllGlobals();
  });

  it.each([
    ['Spin & win prizes', 'spin'],
    ['Daily sign-in', 'dailySignIn'],
    ['Task center', 'tasks'],
  ] as const)(
    'opens a signed-in player’s %s popup (codes 19, 20, 21), closing the drawer',
    async (name, popup) => {
      stubCalls({
        '/transfer-out-balance': { currency: 'USDT', balance: 0, balances: [], transferred: 0 },
        '/refresh-balance': { currency: 'USDT', balance: 0, balances: [] },
      });
      const { menu, user, onNavigate } = renderMenu({ session: { token: 't', taskSwitch: true } });
      await user.click(within(menu).getByRole('button', { name }));
      await vi.waitFor(() => expect(rewardPopup.get()).toBe(popup));
      expect(onNavigate).toHaveBeenCalled();
      vi.unstubAllGlobals();
    },
  );

  it('opens a signed-in player’s music popup (code 3), closing the drawer; a visitor’s tap opens sign-in', async () => {
    stubCalls({
      '/transfer-out-balance': { currency: 'USDT', balance: 0, balances: [], transferred: 0 },
      '/refresh-balance': { currency: 'USDT', balance: 0, balances: [] },
    });
    closeMusicPopup();
    const signedIn = renderMenu({ session: { token: 't' } });
    await signedIn.user.click(within(signedIn.menu).getByRole('button', { name: 'Music' }));
    await vi.waitFor(() => expect(musicPopupOpen.get()).toBe(true));
    expect(signedIn.onNavigate).toHaveBeenCalled();
    signedIn.unmount();
    closeMusicPopup();
    vi.unstubAllGlobals();

    const visitor = renderMenu();
    await visitor.user.click(within(visitor.menu).getByRole('button', { name: 'Music' }));
    expect(visitor.where()).toContain('dialog=signIn');
    expect(musicPopupOpen.get()).toBe(false);
  });

  it('opens the withdraw popup of the Withdrawals page from Withdraw', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({ code: 0, msg: 'ok', data: { currency: 'USDT', balance: 0, balances: [] } }),
          ),
        ),
      ),
    );
    const { menu, user } = renderMenu({ session: { token: 't' } });
    await user.click(within(menu).getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText('/pages/Withdrawals/Withdrawals?withdraw=1 dialog=null'),
    ).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('transfers out before opening a category for a signed-in player', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({ code: 0, msg: 'ok', data: { currency: 'USDT', balance: 0, balances: [] } }),
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { menu, user } = renderMenu({ session: { token: 't' } });
    await user.click(within(menu).getByRole('button', { name: /Game categories/ }));
    await user.click(within(menu).getByRole('button', { name: /^Live \d/ }));
    expect(
      await screen.findByText('/pages/classify/classify?Leixing=1&index=0&category=live dialog=null'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/transfer-out-balance');
    vi.unstubAllGlobals();
  });

  it('keeps the category list collapsed until opened, with counts and no Lobby', async () => {
    const { menu, user } = renderMenu();
    const fold = within(menu).getByRole('button', { name: /Game categories/ });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('button', { name: /Slots/ })).toBeNull();
    await user.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('button', { name: 'Slots 21 games' })).toBeVisible();
    expect(within(menu).getByRole('button', { name: 'Bingo 14 games' })).toBeVisible();
    expect(within(menu).queryByRole('button', { name: /Lobby/ })).toBeNull();
  });

  it('stores a chosen category and opens classify with Leixing=1, index=0 and that category', async () => {
    const { menu, user, where } = renderMenu();
    await user.click(within(menu).getByRole('button', { name: /Game categories/ }));
    await user.click(within(menu).getByRole('button', { name: /^Live \d/ }));
    expect(chosenCategory()).toBe('live');
    expect(where()).toBe('/pages/classify/classify?Leixing=1&index=0&category=live dialog=null');
  });

  it('opens classify with Leixing=3, index=0 for Hot Games', async () => {
    const { menu, user, where } = renderMenu();
    await user.click(within(menu).getByRole('button', { name: 'Hot games' }));
    expect(where()).toBe('/pages/classify/classify?Leixing=3&index=0 dialog=null');
  });

  it('folds the settings out of the Settings entry', async () => {
    const { menu, user } = renderMenu();
    const settings = within(menu).getByRole('button', { name: 'Language & settings' });
    expect(screen.queryByText('settings here')).toBeNull();
    await user.click(settings);
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('settings here')).toBeVisible();
  });

  it('Clear cache (code 666) removes the service worker and its caches, keeps the session and settings, then reloads with a timestamp', async () => {
    stubCalls({
      '/transfer-out-balance': { currency: 'USDT', balance: 0, balances: [], transferred: 0 },
      '/refresh-balance': { currency: 'USDT', balance: 0, balances: [] },
    });
    localStorage.setItem('lobbykit.language', 'de');
    const { menu, user } = renderMenu({ session: { token: 't' } });
    const stored = { ...localStorage };
    expect(stored).toMatchObject({ 'lobbykit.language': 'de', 'lobbykit.token': 't' });
    const site = new URL('./', document.baseURI).href;
    const unregister = vi.fn(() => Promise.resolve(true));
    const deleteCache = vi.fn(() => Promise.resolve(true));
    const replace = vi.fn();
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: { getRegistrations: () => Promise.resolve([{ scope: site, unregister }]) },
    });
    vi.stubGlobal('caches', {
      keys: () => Promise.resolve([`workbox-precache-v2-${site}`, 'lobbykit-media', 'another-app']),
      delete: deleteCache,
    });
    vi.stubGlobal('location', { ...window.location, href: `${site}#/pages/Bonus/Bonus`, replace });
    await user.click(within(menu).getByRole('button', { name: 'Clear cache' }));
    await vi.waitFor(() => expect(replace).toHaveBeenCalledOnce());
    expect(replace.mock.calls[0]?.[0]).toMatch(/\?t=\d+#\/pages\/Bonus\/Bonus$/);
    expect(unregister).toHaveBeenCalledOnce();
    expect(deleteCache.mock.calls).toEqual([[`workbox-precache-v2-${site}`], ['lobbykit-media']]);
    expect(unregister.mock.invocationCallOrder[0]).toBeLessThan(deleteCache.mock.invocationCallOrder[0] ?? 0);
    expect(deleteCache.mock.invocationCallOrder[1]).toBeLessThan(replace.mock.invocationCallOrder[0] ?? 0);
    expect({ ...localStorage }).toEqual(stored);
    expect(getSession().token).toBe('t');
    vi.unstubAllGlobals();
    localStorage.removeItem('lobbykit.language');
  });

  it('has no Sign out: the avatar menu and the Account tab have it', () => {
    const { menu } = renderMenu({ session: { token: 'player-token' } });
    expect(within(menu).queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});
