import { act, screen, within } from '@testing-library/react';
import { site } from '@content/site';
import { getSession } from '@/lib/session-store';
import { currencyListFixture } from '@/testing/currency-list-fixture';
import { renderApp } from '@/testing/render-app';
import { testUser } from '@/testing/test-user';
import { CallRefusal, stubCalls, type CallAnswers } from '@/testing/stub-calls';
import { TopBar } from './top-bar';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

const balances = { currency: 'USDT', balance: 123_456, balances: [{ currency: 'USDT', amount: 123_456 }] };
const noBonus = { countdown: 0, switchStatus: 1 as const, rewardRate: 0 };
const welcomePacket = {
  payCount: 0,
  firstPay: { ...noBonus, extraCountdown: 0, extraRate: 0 },
  secondPay: noBonus,
  thirdPay: noBonus,
};

function renderTopBar(answers: CallAnswers = {}, session = {}) {
  const calls = stubCalls({
    '/recharge/channel': currencyListFixture,
    '/refresh-balance': balances,
    '/welcome/packet': welcomePacket,
    ...answers,
  });
  const wide = window.innerWidth >= site.layout.desktopBreakpoint;
  const result = renderApp(<TopBar wide={wide} menuOpen={false} onToggleMenu={() => {}} menuId="menu" />, {
    session: { token: 't', balance: 123_456, currency: 'USDT', balances: balances.balances, ...session },
  });
  return { ...result, calls, topBar: screen.getByRole('banner') };
}

afterEach(() => vi.unstubAllGlobals());

describe('the wallet area on a wide screen', () => {
  beforeEach(() => setWidth(1280));

  it('shows the balance divided by 100 after the currency’s mark, in the player’s digits, with the platform’s coin', async () => {
    const { topBar, container } = renderTopBar({}, { user: testUser({ platformId: 8 }) });
    expect(await within(topBar).findByText('₮1,234.56')).toBeInTheDocument();
    expect(within(topBar).getByText('1,234.56 USDT')).toHaveClass('visually-hidden');
    expect(container.querySelector('.platform-coin-icon')).toHaveAttribute('data-icon', 'coins');
  });

  it('converts the balance into a currency chosen with the keyboard, lists no special currency, and keeps the choice', async () => {
    const { topBar, user } = renderTopBar();
    const selector = await within(topBar).findByRole('button', { name: 'Choose currency: USDT Tether USD' });
    selector.focus();
    await user.keyboard('{ArrowDown}');
    const list = screen.getByRole('listbox', { name: 'Choose currency' });
    expect(list).toHaveFocus();
    expect(within(list).queryByRole('option', { name: /GC/ })).toBeNull();
    expect(within(list).getByRole('option', { name: /USDT/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('b{Enter}');
    // 1,234.56 USDT at 0.0082 USDT per taka.
    expect(within(topBar).getByText('৳150,556.10')).toBeInTheDocument();
    expect(selector).toHaveFocus();
    expect(window.localStorage.getItem('lobbykit.currency')).toBe('BDT');
  });

  it('turns the refresh icon for 1 s while it asks for the balance', async () => {
    const { topBar, user, calls } = renderTopBar({
      '/refresh-balance': { ...balances, balance: 200, balances: [{ currency: 'USDT', amount: 200 }] },
    });
    const refresh = within(topBar).getByRole('button', { name: 'Refresh balance' });
    await user.click(refresh);
    expect(refresh).toHaveAttribute('data-turning', 'true');
    expect(await within(topBar).findByText('₮2.00')).toBeInTheDocument();
    expect(calls.paths()).toContain('/refresh-balance');
    await vi.waitFor(() => expect(refresh).not.toHaveAttribute('data-turning'), { timeout: 2000 });
  });

  it('shows the deposit bonus on the deposit icon while an offer runs', async () => {
    const { topBar } = renderTopBar({
      '/welcome/packet': {
        ...welcomePacket,
        payCount: 1,
        secondPay: { countdown: 60, switchStatus: 1, rewardRate: 50 },
      },
    });
    // The packet loads with the session, which this test does not start: load it as the socket would.
    const { refreshWelcomePacket } = await import('@/lib/money/deposit-bonus');
    await act(() => refreshWelcomePacket());
    const deposit = within(topBar).getByRole('button', { name: 'Deposit, 50% bonus on your next deposit' });
    expect(deposit).toHaveTextContent('+50%');
  });

  it('hides the balance behind the filling indicator while a game holds it, and recovers it in one tap', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { topBar, user, calls } = renderTopBar(
      {
        '/transfer-out-balance': { ...balances, transferred: 5000 },
      },
      { gameInProgress: true },
    );
    expect(within(topBar).queryByText(/1,234\.56/)).toBeNull();
    await user.click(within(topBar).getByRole('button', { name: 'Game in progress' }));
    const popup = await screen.findByRole('dialog', { name: 'Recover balance' }, { timeout: 10_000 });
    await user.click(within(popup).getByRole('button', { name: 'Recover balance' }));
    expect(within(popup).getByRole('button', { name: 'Recovering…' })).toBeDisabled();
    // SPEC §9: the recover call waits 0.5 s.
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(calls.paths()).not.toContain('/transfer-out-balance');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(calls.paths()).toContain('/transfer-out-balance');
    expect(await within(popup).findByText('Your balance is up to date')).toBeInTheDocument();
    expect(getSession().gameInProgress).toBe(false);
    vi.useRealTimers();
  });

  it('clears the recovery’s loading state when the call fails', async () => {
    const { topBar, user } = renderTopBar(
      {
        '/transfer-out-balance': () => {
          throw new CallRefusal(500);
        },
      },
      { gameInProgress: true },
    );
    await user.click(within(topBar).getByRole('button', { name: 'Game in progress' }));
    const popup = await screen.findByRole('dialog', { name: 'Recover balance' }, { timeout: 10_000 });
    await user.click(within(popup).getByRole('button', { name: 'Recover balance' }));
    expect(
      await within(popup).findByRole('button', { name: 'Recover balance' }, { timeout: 3000 }),
    ).toBeEnabled();
    expect(getSession().gameInProgress).toBe(true);
  });
});

describe('the wallet area on a narrow screen', () => {
  beforeEach(() => setWidth(390));

  it('opens the currency popup from the balance, searches it, and applies the choice', async () => {
    const { topBar, user } = renderTopBar();
    await user.click(await within(topBar).findByRole('button', { name: /Balance: 1,234\.56 USDT/ }));
    const popup = await screen.findByRole('dialog', { name: 'Choose currency' }, { timeout: 10_000 });
    await user.type(within(popup).getByRole('searchbox', { name: 'Search currency' }), 'euro');
    expect(within(popup).getAllByRole('radio')).toHaveLength(1);
    await user.click(within(popup).getByRole('radio', { name: /EUR/ }));
    // 1,234.56 USDT at 1.16 USDT per euro.
    expect(await within(topBar).findByText('€1,064.28')).toBeInTheDocument();
  });
});

describe('a visitor', () => {
  it('has no balance and no currency selector', () => {
    setWidth(1280);
    stubCalls({});
    renderApp(<TopBar wide menuOpen={false} onToggleMenu={() => {}} menuId="menu" />);
    const topBar = screen.getByRole('banner');
    expect(within(topBar).queryByRole('button', { name: /Choose currency/ })).toBeNull();
    expect(within(topBar).queryByText(/Balance/)).toBeNull();
  });
});
