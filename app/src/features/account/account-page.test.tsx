import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { useAuthDialog } from '@/lib/auth-dialog';
import { getSession, type Session } from '@/lib/session-store';
import { currencyListFixture } from '@/testing/currency-list-fixture';
import { renderApp, type RenderAppOptions } from '@/testing/render-app';
import { stubCalls } from '@/testing/stub-calls';
import { testUser } from '@/testing/test-user';
import AccountPage from './account-page';

function Where() {
  const dialog = useAuthDialog();
  return (
    <output aria-label="where">
      {useLocation().pathname} dialog={String(dialog)}
    </output>
  );
}

const player: Partial<Session> = {
  token: 'player-token',
  balance: 123456,
  currency: 'USDT',
  balances: [{ currency: 'USDT', amount: 123456 }],
  user: testUser({ userId: 80417, nickName: 'Lucky Ana', headId: 5, vip: 2 }),
  vipProgress: { vip: 2, progressRate: 40, points: 1400, nextPoints: 2000 },
};

/** The page; for a player, once the currency list has loaded (the balance and the currency choice show). */
async function renderAccount(options: RenderAppOptions = { session: player }) {
  const calls = stubCalls({ '/recharge/channel': currencyListFixture, '/user/logout': {} });
  const reload = vi.fn();
  const result = renderApp(
    <>
      <AccountPage reload={reload} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route: '/pages/Account/Account', ...options },
  );
  if (options.session?.token) {
    await waitFor(() => expect(document.querySelector('.player-card [aria-busy="false"]')).not.toBeNull());
  }
  return { ...result, calls, reload, where: () => screen.getByRole('status', { name: 'where' }).textContent };
}

const linkNames = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Account tab, signed in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows who the player is: avatar, nickname, user id, VIP level and bar, the balance', async () => {
    await renderAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    expect(screen.getByText('Lucky Ana')).toBeVisible();
    expect(screen.getByText('ID: 80417')).toBeVisible();
    expect(document.querySelector('.player-avatar')).toHaveAttribute(
      'src',
      expect.stringContaining('avatar-05'),
    );
    expect(screen.getByText('VIP 2')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progress to the next VIP level' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('40% to VIP 3')).toBeVisible();
    expect(await screen.findByText('1,234.56 USDT')).toBeInTheDocument();
  });

  it('copies the user id and says so', async () => {
    const { user } = await renderAccount();
    await user.click(screen.getByRole('button', { name: 'Copy user ID' }));
    expect(await navigator.clipboard.readText()).toBe('80417');
    expect(await screen.findByText('Copied')).toBeVisible();
  });

  it('says when the browser refuses to copy', async () => {
    const { user } = await renderAccount();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    await user.click(screen.getByRole('button', { name: 'Copy user ID' }));
    expect(await screen.findByText('Couldn’t copy. Select the ID and copy it yourself.')).toBeVisible();
  });

  it('leads to every account page, the histories, help, and has language, theme and Sign out', async () => {
    const { user, where } = await renderAccount();
    expect(linkNames('My account')).toEqual(['Profile info', 'Manage account', 'Details', 'Vault Pro']);
    expect(linkNames('History')).toEqual(['Game history', 'Transactions']);
    expect(linkNames('Help and more')).toEqual([
      'Notifications',
      'VIP Club',
      'Frequently asked questions',
      'About us',
      'Live support',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Theme' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Manage account' }));
    expect(where()).toContain('/pages/ManageAccount/ManageAccount');
    await user.click(screen.getByRole('link', { name: 'Live support' }));
    expect(where()).toContain('/pages/chatWebview/chatWebview');
    await user.click(screen.getByRole('link', { name: 'Deposit' }));
    expect(where()).toContain('/pages/Wallet/Wallet');
  });

  it('hides Live support on platform 10, as the side menu does', async () => {
    await renderAccount({ session: { ...player, user: testUser({ platformId: 10 }) } });
    expect(linkNames('Help and more')).not.toContain('Live support');
    expect(screen.queryByRole('link', { name: 'Live support' })).toBeNull();
  });

  it('signs out: the token and user info are forgotten and the page reloads', async () => {
    const { user, calls, reload } = await renderAccount();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(calls.paths()).toContain('/user/logout');
    expect(getSession()).toMatchObject({ token: null, user: null });
    expect(localStorage.getItem('lobbykit.token')).toBeNull();
    expect(localStorage.getItem('lobbykit.userinfo')).toBeNull();
  });

  it('reads right to left in Arabic', async () => {
    await renderAccount({ session: player, locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('الحساب');
    expect(screen.getByRole('button', { name: 'نسخ معرّف المستخدم' })).toBeVisible();
  });
});

describe('Account tab, visitor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what an account gives and opens sign-in and register, with no player data', async () => {
    const { user, where, calls } = await renderAccount({ session: {} });
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in or create an account' })).toBeVisible();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining([
        'Deposit, play for real money and withdraw your winnings',
        'Keep your favorite and recent games on every device',
      ]),
    );
    expect(screen.queryByText(/^ID:/)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'My account' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Notifications' })).toBeNull();
    expect(linkNames('Help and more')).toEqual([
      'VIP Club',
      'Frequently asked questions',
      'About us',
      'Live support',
    ]);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(where()).toContain('dialog=signIn');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(where()).toContain('dialog=register');
    expect(calls.paths()).toEqual([]);
  });
});
