import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { getSession, useSession, type Session } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';
import { stubCalls } from '@/testing/stub-calls';
import { testUser } from '@/testing/test-user';
import AvatarMenu from './avatar-menu';

function Where() {
  return <output aria-label="where">{useLocation().pathname}</output>;
}

/** The menu as the top bar renders it: from the session store. */
function TopBarAvatarMenu({ reload }: { reload: () => void }) {
  return <AvatarMenu session={useSession()} reload={reload} />;
}

const player: Partial<Session> = {
  token: 'player-token',
  user: testUser({ nickName: 'Lucky Ana', headId: 5, vip: 2 }),
  vipProgress: { vip: 2, progressRate: 40, points: 1400, nextPoints: 2000 },
};

function renderMenu(session: Partial<Session> = player) {
  const reload = vi.fn();
  const result = renderApp(
    <>
      <TopBarAvatarMenu reload={reload} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { session },
  );
  const button = screen.getByRole('button', { name: 'Open account menu' });
  const panel = () => document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
  return {
    ...result,
    reload,
    button,
    panel,
    where: () => screen.getByRole('status', { name: 'where' }).textContent,
  };
}

const entries = [
  'Profile info',
  'Manage account',
  'Details',
  'Vault Pro',
  'Game history',
  'Transactions',
  'Sign out',
];

describe('avatar menu', () => {
  it('shows the player’s avatar and lists the pages, nickname, VIP bar and Sign out in SPEC order', async () => {
    const { user, button, panel } = renderMenu();
    expect(button.querySelector('img')).toHaveAttribute('src', expect.stringContaining('avatar-05'));
    expect(panel()).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = within(panel());
    expect(menu.getByText('Lucky Ana')).toBeVisible();
    expect(
      [...panel().querySelectorAll('a, button, [role="progressbar"]')].map(
        (item) => item.getAttribute('aria-label') ?? item.textContent,
      ),
    ).toEqual([...entries.slice(0, 6), 'Progress to the next VIP level', 'Sign out']);
    expect(menu.getByText('VIP 2')).toBeVisible();
    expect(menu.getByRole('progressbar', { name: 'Progress to the next VIP level' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(menu.getByText('40% to VIP 3')).toBeVisible();
  });

  it('links each entry to its page and closes once one is chosen', async () => {
    const routes = [
      ['Profile info', 'ProfileInfo'],
      ['Manage account', 'ManageAccount'],
      ['Details', 'myPageDetails'],
      ['Vault Pro', 'VaultPro'],
      ['Game history', 'GamingHistory'],
      ['Transactions', 'Transaction'],
    ] as const;
    const { user, button, panel, where } = renderMenu();
    for (const [name, route] of routes) {
      await user.click(button);
      await user.click(within(panel()).getByRole('link', { name }));
      expect(where()).toBe(`/pages/${route}/${route}`);
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('is walked by keyboard: Tab to it, ArrowDown opens at the first item, arrows wrap, Escape returns', async () => {
    const { user, button, panel } = renderMenu();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = within(panel());
    expect(menu.getByRole('link', { name: 'Profile info' })).toHaveFocus();
    const seen = [document.activeElement?.textContent];
    for (let step = 1; step < entries.length; step += 1) {
      await user.keyboard('{ArrowDown}');
      seen.push(document.activeElement?.textContent);
    }
    expect(seen).toEqual(entries);
    await user.keyboard('{ArrowDown}');
    expect(menu.getByRole('link', { name: 'Profile info' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(menu.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(menu.getByRole('link', { name: 'Profile info' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(menu.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens on Enter and on Space, focus staying on its button until an arrow moves it', async () => {
    const { user, button, panel } = renderMenu();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(panel()).getByRole('link', { name: 'Profile info' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowUp}');
    expect(within(panel()).getByRole('button', { name: 'Sign out' })).toHaveFocus();
  });

  it('opens on a tap and on a mouse hover', () => {
    const { button } = renderMenu();
    const wrapper = button.parentElement as HTMLElement;
    fireEvent.pointerEnter(wrapper, { pointerType: 'touch' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.pointerEnter(wrapper, { pointerType: 'mouse' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(wrapper, { pointerType: 'mouse' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when the top VIP level is reached, and keeps the bar’s place until the progress loads', async () => {
    const top = renderMenu({
      ...player,
      vipProgress: { vip: 9, progressRate: 100, points: 9000, nextPoints: null },
    });
    await top.user.click(top.button);
    expect(screen.getByText('Top VIP level reached')).toBeVisible();
    top.unmount();
    const loading = renderMenu({ ...player, vipProgress: null });
    await loading.user.click(loading.button);
    expect(screen.getByText('VIP 2')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('signs out: revokes the token, forgets the player and reloads the page', async () => {
    const calls = stubCalls({ '/user/logout': {} });
    const { user, button, panel, reload } = renderMenu();
    await user.click(button);
    await user.click(within(panel()).getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(calls.paths()).toEqual(['/user/logout']);
    expect(getSession()).toMatchObject({ token: null, user: null, vipProgress: null });
    expect(localStorage.getItem('lobbykit.token')).toBeNull();
    expect(localStorage.getItem('lobbykit.userinfo')).toBeNull();
    vi.unstubAllGlobals();
  });
});
