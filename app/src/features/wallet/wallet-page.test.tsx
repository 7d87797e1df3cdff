import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/lib/auth-dialog';
import { forgetCurrencyList } from '@/lib/money/currency-list';
import { forgetWelcomePacket } from '@/lib/money/deposit-bonus';
import { renderApp } from '@/testing/render-app';
import { testUser } from '@/testing/test-user';
import { inTurn, lostConnection, pagedAnswer, stubCalls, type CallAnswers } from '@/testing/stub-calls';
import { testCurrency } from '@/features/wallet/testing/small-currency-list';
import WalletPage from './wallet-page';

const route = '/pages/Wallet/Wallet';
const player = {
  token: 'w'.repeat(64),
  user: testUser({ userId: 42 }),
  balance: 0,
  currency: 'USDT',
  balances: [],
};

const channel = {
  currencies: [
    testCurrency('USDT', 1, ['trc20', 'erc20'], { id: 1, mark: '₮' }),
    testCurrency('BDT', 1, ['bkash'], { id: 2, mark: '৳' }),
    testCurrency('EUR', 1, ['sepa'], { id: 3, mark: '€' }),
    testCurrency('GC', 999, ['coin-store'], { id: 18, mark: 'GC' }),
  ],
  methodLimits: [
    { currency: 'USDT', method: 'trc20', min: 1_000, max: 10_000_000 },
    { currency: 'USDT', method: 'erc20', min: 1_000, max: 10_000_000 },
    { currency: 'BDT', method: 'bkash', min: 20_000, max: 2_500_000 },
  ],
};

const offer = { countdown: 3600, switchStatus: 1, rewardRate: 100 };
const packet = {
  payCount: 0,
  firstPay: { ...offer, extraCountdown: 600, extraRate: 20 },
  secondPay: offer,
  thirdPay: offer,
};

const payment = {
  paymentId: 'a'.repeat(32),
  payUrl: `/sandbox/pay/${'a'.repeat(32)}`,
  currency: 'USDT',
  method: 'trc20',
  amount: 1234,
  bonus: 0,
  state: 'pending',
  createdAt: 1_767_225_600,
  decidedAt: null,
};

describe('WalletPage', () => {
  let balances: { currency: string; amount: number }[];

  /** The deposit page's calls, each answered as a new player's would be unless the test says otherwise. */
  const stubWalletCalls = (answers: CallAnswers = {}) =>
    stubCalls({
      '/recharge/channel': channel,
      '/welcome/packet': packet,
      '/refresh-balance': () => ({ currency: 'USDT', balance: balances[0]?.amount ?? 0, balances }),
      '/payment/list': (body) => pagedAnswer([], body),
      '/payment/create': payment,
      '/payment/query': { ...payment, state: 'paid', decidedAt: 1_767_225_660 },
      ...answers,
    });

  beforeEach(() => {
    forgetCurrencyList();
    forgetWelcomePacket();
    window.dataLayer = [];
    balances = [];
  });
  afterEach(() => vi.unstubAllGlobals());

  async function renderWallet(locale: 'en' | 'ar' = 'en') {
    const rendered = renderApp(<WalletPage />, { route, session: player, locale });
    const amount = await screen.findByRole('textbox', {
      name: locale === 'en' ? 'Amount' : 'المبلغ',
    });
    return { ...rendered, amount };
  }

  it('refuses 12.345 on the field and sends nothing', async () => {
    const calls = stubWalletCalls();
    const { user, amount } = await renderWallet();
    await user.type(amount, '12.345');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));

    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('Enter an amount with at most 2 decimals');
    expect(amount).toHaveFocus();
    expect(calls.bodies('/payment/create')).toHaveLength(0);

    // Below the method's minimum (10.00 USDT) is refused too.
    await user.clear(amount);
    await user.type(amount, '9.99');
    expect(amount).toHaveAccessibleDescription('The minimum amount is ₮10.00 USDT');
    expect(calls.bodies('/payment/create')).toHaveLength(0);
  });

  it('tracks click_deposit with the userid and sends one payment for a double click', async () => {
    let answer: (created: typeof payment) => void = () => undefined;
    const calls = stubWalletCalls({ '/payment/create': () => new Promise((resolve) => (answer = resolve)) });
    const { user, amount } = await renderWallet();
    await user.type(amount, '12.34');
    const deposit = screen.getByRole('button', { name: 'Deposit now' });
    await user.dblClick(deposit);
    expect(screen.getByRole('button', { name: 'Opening payment…' })).toBeDisabled();
    await act(async () => answer(payment));

    const dialog = await screen.findByRole('dialog', { name: 'Complete your payment' });
    expect(within(dialog).getByTitle('Payment page')).toHaveAttribute(
      'src',
      new URL(payment.payUrl, window.location.href).href,
    );
    const bodies = calls.bodies('/payment/create');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ currency: 'USDT', method: 'trc20', amount: 1234 });
    expect(bodies[0]?.idempotencyKey).toEqual(expect.any(String));
    expect(window.dataLayer).toContainEqual({ event: 'click_deposit', userid: 42 });
  });

  it('retries a lost request with the same key, and a new deposit gets a new key', async () => {
    const calls = stubWalletCalls({ '/payment/create': inTurn(lostConnection, payment) });
    const { user, amount } = await renderWallet();
    await user.type(amount, '12.34');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deposit now' })).toBeEnabled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete your payment' });
    const [lost, retried] = calls.bodies('/payment/create');
    expect(retried?.idempotencyKey).toBe(lost?.idempotencyKey);

    // The dialog's footer button (after the frame, where Tab leaves the payment page).
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Deposit now' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Your payment is still pending.');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    await waitFor(() => expect(calls.bodies('/payment/create')).toHaveLength(3));
    expect(calls.bodies('/payment/create')[2]?.idempotencyKey).not.toBe(lost?.idempotencyKey);
  });

  it('offers the methods of the chosen currency with their quick amounts and range', async () => {
    stubWalletCalls();
    const { user, amount } = await renderWallet();
    const currencies = screen.getByRole('group', { name: 'Choose currency' });
    expect(
      within(currencies)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['USDT', 'BDT']);
    expect(within(currencies).getByRole('radio', { name: 'USDT' })).toBeChecked();
    expect(amount).toHaveAccessibleDescription('₮10.00 USDT – ₮100,000.00 USDT');

    await user.click(within(currencies).getByRole('radio', { name: 'BDT' }));
    const methods = screen.getByRole('group', { name: 'Payment method' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['bkash']);
    const quick = screen.getByRole('group', { name: 'Quick amounts' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['200', '500', '1,000', '2,000']);
    await user.click(within(quick).getByRole('button', { name: '500' }));
    expect(amount).toHaveValue('500');
    const bonus = screen.getByText('120% bonus on this deposit');
    expect(bonus.parentElement).toHaveTextContent('First deposit');
    // The welcome packet's offers under the form (their own tests: welcome-offers.test.tsx).
    const offers = screen.getByRole('region', { name: 'Welcome bonuses' });
    expect(within(offers).getAllByRole('listitem')).toHaveLength(3);
  });

  it('on a paid message from its payment page: closes, refreshes and says so', async () => {
    const calls = stubWalletCalls();
    const { user, amount } = await renderWallet();
    await waitFor(() => expect(calls.bodies('/payment/list')).toHaveLength(1));
    await user.type(amount, '12.34');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete your payment' });
    const frame = within(dialog).getByTitle('Payment page') as HTMLIFrameElement;
    const message = { type: 'lobbykit-payment', paymentId: payment.paymentId, state: 'paid' };
    const balanceCalls = calls.bodies('/refresh-balance').length;

    // Another origin, or another window of this one, is not the payment page.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: message,
          origin: 'https://evil.example',
          source: frame.contentWindow,
        }),
      );
      window.dispatchEvent(new MessageEvent('message', { data: message, origin: window.location.origin }));
    });
    expect(dialog).toBeInTheDocument();

    balances = [{ currency: 'USDT', amount: 1234 }];
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: message,
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // No bonus with this one (the paid payment answers 0): the deposit alone.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/^₮12\.34 USDT has been deposited$/),
    );
    expect(calls.bodies('/refresh-balance')).toHaveLength(balanceCalls + 1);
    expect(calls.bodies('/welcome/packet').length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(calls.bodies('/payment/list').length).toBeGreaterThanOrEqual(3));
    const balancesList = screen.getByRole('region', { name: 'Your balances' });
    await waitFor(() => expect(within(balancesList).getByText('12.34 USDT')).toBeInTheDocument());
  });

  it('says the welcome bonus credited with a paid deposit, as the paid payment tells it', async () => {
    const calls = stubWalletCalls({
      '/payment/query': { ...payment, state: 'paid', bonus: 1480, decidedAt: 1_767_225_660 },
    });
    const { user, amount } = await renderWallet();
    await user.type(amount, '12.34');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete your payment' });
    const frame = within(dialog).getByTitle('Payment page') as HTMLIFrameElement;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'lobbykit-payment', paymentId: payment.paymentId, state: 'paid' },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '₮12.34 USDT has been deposited, plus a ₮14.80 USDT welcome bonus',
      ),
    );
    expect(calls.bodies('/payment/query')).toEqual([{ paymentId: payment.paymentId }]);
  });

  it('lists deposits with their state and reopens a pending one', async () => {
    const deposits = [payment, { ...payment, paymentId: 'b'.repeat(32), state: 'paid', amount: 5000 }];
    stubWalletCalls({ '/payment/list': (body) => pagedAnswer(deposits, body) });
    const { user } = renderApp(<WalletPage />, { route, session: player });
    const history = await screen.findByRole('region', { name: 'Your deposits' });
    const rows = await within(history).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^₮12\.34.*Pending.*TRC20 \(TRON\) · .*2026.*Continue payment$/),
      expect.stringMatching(/^₮50\.00.*Paid.*TRC20 \(TRON\)/),
    ]);
    await user.click(within(history).getByRole('button', { name: 'Continue payment' }));
    expect(await screen.findByRole('dialog', { name: 'Complete your payment' })).toBeInTheDocument();
  });

  it('pages through more deposits than one page holds', async () => {
    // 10.00, 10.01 … on the first page, 20.00, 20.01 … on the second.
    const deposits = Array.from({ length: 15 }, (_, index) => ({
      ...payment,
      paymentId: String(index).padStart(32, '0'),
      amount: index < 10 ? 1000 + index : 2000 + index - 10,
    }));
    const calls = stubWalletCalls({ '/payment/list': (body) => pagedAnswer(deposits, body) });
    const { user } = renderApp(<WalletPage />, { route, session: player });
    const history = await screen.findByRole('region', { name: 'Your deposits' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(10));
    await user.click(within(history).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(5));
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('₮20.00');
    expect(calls.bodies('/payment/list').at(-1)).toEqual({ page: 2, pageSize: 10 });
  });

  it('asks a visitor to sign in instead of showing the form', async () => {
    const calls = stubWalletCalls();
    function OpenDialog() {
      return <p data-testid="auth-dialog">{useAuthDialog() ?? 'none'}</p>;
    }
    const { user } = renderApp(
      <>
        <WalletPage />
        <OpenDialog />
      </>,
      { route },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('auth-dialog')).toHaveTextContent('signIn');
    expect(calls.paths()).toEqual([]);
  });

  it('reads right to left in Arabic', async () => {
    stubWalletCalls();
    await renderWallet('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'إيداع' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'أودِع الآن' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'مبالغ سريعة' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'إيداعاتك' })).toBeInTheDocument();
  });
});
