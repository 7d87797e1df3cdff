import { act, screen, within } from '@testing-library/react';
import { setUnreadMail } from '@/lib/mail/unread-mail';
import { currencyListFixture } from '@/testing/currency-list-fixture';
import { renderApp } from '@/testing/render-app';
import { stubCalls } from '@/testing/stub-calls';
import { AppRoutes } from './routes';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('shell on a wide screen', () => {
  beforeEach(() => setWidth(1280));
  afterEach(() => vi.unstubAllGlobals());

  it('offers a visitor Sign in and Register, each opening its labelled dialog', async () => {
    const { user } = renderApp(<AppRoutes />);
    const topBar = screen.getByRole('banner');
    await user.click(within(topBar).getByRole('button', { name: 'Register' }));
    // The popups are their own chunk, loaded on this first ask: slow on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(3);
    expect(within(dialog).getByLabelText('Username')).toHaveFocus();
    expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription('This field is required');
  });

  it('shows a signed-in player the balance, divided by 100, and the unread count', async () => {
    stubCalls({ '/recharge/channel': currencyListFixture });
    renderApp(<AppRoutes />, { session: { token: 't', balance: 123_456, currency: 'USDT' } });
    act(() => setUnreadMail({ unread: 3, system: 1, personal: 2 }));
    const topBar = screen.getByRole('banner');
    expect(await within(topBar).findByText('₮1,234.56')).toBeInTheDocument();
    expect(within(topBar).queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(
      within(topBar).getByRole('button', { name: 'Notifications (3 unread messages)' }),
    ).toBeInTheDocument();
  });

  it('sends a visitor’s bonus-box tap to bonus-cabinet', async () => {
    const { user } = renderApp(<AppRoutes />);
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Bonus box' }));
    expect(await screen.findByRole('heading', { name: 'Bonus cabinet' })).toBeInTheDocument();
  });

  it('switches the language from the settings panel, with lang and dir on <html>', async () => {
    const { user } = renderApp(<AppRoutes />);
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Settings' }));
    // The panel's content is a chunk of its own, fetched when it first opens.
    await user.click(await screen.findByRole('button', { name: 'Language: English' }, { timeout: 10_000 }));
    const languages = await screen.findByRole('listbox', { name: 'Choose a language' }, { timeout: 10_000 });
    await user.click(within(languages).getByRole('option', { name: 'العربية' }));
    expect(
      await screen.findByRole('navigation', { name: 'القائمة الرئيسية' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(window.localStorage.getItem('lobbykit.language')).toBe('ar');
  });

  it('collapses the sidebar with the toggle', async () => {
    const { user } = renderApp(<AppRoutes />);
    const toggle = screen.getByRole('button', { name: 'Close menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('shell on a narrow screen', () => {
  beforeEach(() => setWidth(390));
  afterEach(() => setWidth(1024));

  it('opens the menu as a drawer that Escape closes', async () => {
    const { user } = renderApp(<AppRoutes />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the tab bar on tab pages only', async () => {
    const tabPage = renderApp(<AppRoutes />, { route: '/pages/Bonus/Bonus' });
    expect(screen.getByRole('navigation', { name: 'Main sections' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Promotions' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveClass('active');
    tabPage.unmount();
    renderApp(<AppRoutes />, { route: '/pages/Wallet/Wallet' });
    expect(await screen.findByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Promotions' })).toBeNull();
  });
});

describe('skip link', () => {
  it('is the first stop of the keyboard and moves focus to the page', async () => {
    const { user } = renderApp(<AppRoutes />, { route: '/pages/Wallet/Wallet' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).not.toBe('#main');
  });
});
