import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissCallError } from '@/lib/api-client';
import { balanceAdded } from '@/lib/balance-added';
import { renderApp } from '@/testing/render-app';
import { CallRefusal, inTurn } from '@/testing/stub-calls';
import {
  bindingAnswer,
  boundBkash,
  listAnswer,
  stubWithdrawCalls,
  withdrawalSession,
} from '@/features/withdraw/testing/withdraw-answers';
import type { WithdrawBinding } from '@/features/withdraw/api/withdraw-binding';
import WithdrawalsPage from './withdrawals-page';

const route = '/pages/Withdrawals/Withdrawals';

function renderPage(options: { route?: string; locale?: 'en' | 'ar' } = {}) {
  return renderApp(<WithdrawalsPage />, { route, session: withdrawalSession, ...options });
}

/** Clicks Withdraw and waits for the popup. */
async function openWithdrawPopup(user: ReturnType<typeof renderPage>['user'], title = 'Withdraw') {
  await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
  return screen.findByRole('dialog', { name: title });
}

const pendingRow = {
  withdrawalId: 7,
  currency: 'USDT',
  amount: 1200,
  bankCode: 'BDT_BKASH',
  accountNumber: '01712345678',
  holderName: 'Rahim Uddin',
  state: 'pending' as const,
  createdAt: 1_767_225_600,
  decidedAt: null,
};

describe('WithdrawalsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    dismissCallError();
  });

  it('asks /withdraw/bind/query and only then opens the withdraw popup', async () => {
    let answerQuery: (binding: WithdrawBinding) => void = () => undefined;
    let queries = 0;
    const calls = stubWithdrawCalls({
      '/withdraw/bind/query': () => {
        queries += 1;
        // The page's own load answers at once; the Withdraw button's query waits.
        return queries === 1 ? bindingAnswer() : new Promise((resolve) => (answerQuery = resolve));
      },
    });
    const { user } = renderPage();
    expect(await screen.findByText('bKash')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(calls.bodies('/withdraw/bind/query')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => answerQuery(bindingAnswer()));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    expect(within(dialog).getByRole('radio', { name: /bKash/ })).toBeChecked();
  });

  it('opens the withdraw popup on arrival with ?withdraw=1 (the side menu’s entry), after the query', async () => {
    const calls = stubWithdrawCalls();
    renderPage({ route: `${route}?withdraw=1` });
    expect(await screen.findByRole('dialog', { name: 'Withdraw' })).toBeInTheDocument();
    expect(calls.bodies('/withdraw/bind/query').length).toBeGreaterThan(0);
  });

  it('refuses an amount above the withdrawable balance on the field and sends nothing', async () => {
    const calls = stubWithdrawCalls();
    const { user } = renderPage();
    const dialog = await openWithdrawPopup(user);
    // The player holds no BDT, so a withdrawal to a Bangladesh account is in USDT (50.00 held).
    expect(within(dialog).getByText('Available: ₮50.00 USDT')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount'), '50.01');
    await user.type(within(dialog).getByLabelText('Fund password'), '246810');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    const amount = within(dialog).getByLabelText('Amount');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('The maximum amount is ₮50.00 USDT Available: ₮50.00 USDT');
    expect(amount).toHaveFocus();
    expect(calls.bodies('/wallet/withdraw')).toEqual([]);
  });

  it('marks both fields when nothing is typed, focuses the amount and sends nothing', async () => {
    const calls = stubWithdrawCalls();
    const { user } = renderPage();
    const dialog = await openWithdrawPopup(user);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    const amount = within(dialog).getByLabelText('Amount');
    const fundPassword = within(dialog).getByLabelText('Fund password');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('This field is required Available: ₮50.00 USDT');
    expect(fundPassword).toHaveAttribute('aria-invalid', 'true');
    expect(fundPassword).toHaveAccessibleDescription('This field is required');
    expect(amount).toHaveFocus();
    expect(calls.bodies('/wallet/withdraw')).toEqual([]);
  });

  it('withdraws in the region’s currency when the player holds it', async () => {
    stubWithdrawCalls();
    const { user } = renderApp(<WithdrawalsPage />, {
      route,
      session: {
        ...withdrawalSession,
        balances: [...withdrawalSession.balances, { currency: 'BDT', amount: 90000 }],
      },
    });
    const dialog = await openWithdrawPopup(user);
    expect(within(dialog).getByText('Available: ৳900.00 BDT')).toBeInTheDocument();
  });

  it('asks a player without a fund password to set one before the withdrawal', async () => {
    const calls = stubWithdrawCalls({
      '/withdraw/bind/query': () => bindingAnswer({ fundPasswordSet: false }),
      '/fund-password/set': () => ({ fundPasswordSet: true }),
    });
    const { user } = renderPage();
    const dialog = await openWithdrawPopup(user, 'Set fund password');
    expect(within(dialog).queryByLabelText('Amount')).not.toBeInTheDocument();
    // The form's own checks are FundPasswordSetup's (components/money).
    expect(within(dialog).getByText(/protect your withdrawals/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New fund password'), '123456');
    await user.type(within(dialog).getByLabelText('Confirm fund password'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Set fund password' }));
    const withdrawDialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    expect(calls.bodies('/fund-password/set')).toEqual([{ password: '123456' }]);
    expect(within(withdrawDialog).getByRole('status')).toHaveTextContent('Fund password set');
    expect(within(withdrawDialog).getByLabelText('Amount')).toBeInTheDocument();
  });

  it('asks a player without an account to add one first', async () => {
    stubWithdrawCalls({ '/withdraw/bind/query': () => bindingAnswer({ accounts: [] }) });
    const { user } = renderPage();
    const dialog = await openWithdrawPopup(user);
    expect(within(dialog).getByText('Add a bank account or wallet before you withdraw.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    expect(await screen.findByRole('dialog', { name: 'Add a bank account or wallet' })).toBeInTheDocument();
  });

  it('shows a wrong fund password on its field, then sends a new attempt that succeeds', async () => {
    let refuse = true;
    const calls = stubWithdrawCalls({
      '/wallet/withdraw': (body) => {
        if (refuse) throw new CallRefusal(403);
        return { withdrawalId: 7, currency: 'USDT', amount: body.amount, state: 'pending', balance: 3800 };
      },
    });
    const { user } = renderPage();
    const dialog = await openWithdrawPopup(user);
    await user.type(within(dialog).getByLabelText('Amount'), '12');
    await user.type(within(dialog).getByLabelText('Fund password'), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    const password = within(dialog).getByLabelText('Fund password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('The fund password is wrong'));
    expect(password).toHaveAttribute('aria-invalid', 'true');

    refuse = false;
    const listCallsBefore = calls.bodies('/withdraw/list').length;
    await user.clear(password);
    await user.type(password, '246810');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal request sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const [refused, accepted] = calls.bodies('/wallet/withdraw');
    expect(accepted).toMatchObject({
      currency: 'USDT',
      amount: 1200,
      bankCode: 'BDT_BKASH',
      accountNumber: '01712345678',
      fundPassword: '246810',
    });
    // The refusal was an answer: the retry is a new attempt with its own key.
    expect(accepted?.idempotencyKey).not.toBe(refused?.idempotencyKey);
    await waitFor(() => expect(calls.bodies('/withdraw/list').length).toBe(listCallsBefore + 1));
    expect(calls.bodies('/refresh-balance').length).toBeGreaterThan(0);
  });

  it('retries a withdrawal after a server fault with the same key', async () => {
    const accepted = { withdrawalId: 8, currency: 'USDT', amount: 1200, state: 'pending', balance: 3800 };
    const calls = stubWithdrawCalls({
      '/wallet/withdraw': inTurn(() => {
        throw new CallRefusal(500);
      }, accepted),
    });
    const { user } = renderPage();
    const dialog = await openWithdrawPopup(user);
    await user.type(within(dialog).getByLabelText('Amount'), '12');
    await user.type(within(dialog).getByLabelText('Fund password'), '246810');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(calls.bodies('/wallet/withdraw')).toHaveLength(1));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Withdraw' })).not.toHaveAttribute('aria-disabled'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [failed, retried] = calls.bodies('/wallet/withdraw').map((body) => body.idempotencyKey);
    expect(retried).toBe(failed);
  });

  it('lists each request with its amount, bank, masked account, state and date', async () => {
    stubWithdrawCalls({
      '/withdraw/list': () =>
        listAnswer([
          pendingRow,
          { ...pendingRow, withdrawalId: 6, amount: 900, state: 'paid', decidedAt: 1 },
        ]),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Withdrawal history' });
    const [pending, paid] = within(list).getAllByRole('listitem');
    if (!pending) throw new Error('no row');
    expect(pending).toHaveTextContent('₮12.00');
    expect(pending).toHaveTextContent('Pending');
    expect(pending).toHaveTextContent('bKash ••••5678');
    expect(within(pending).getByText('Account ending in 5678')).toBeInTheDocument();
    expect(pending).toHaveTextContent(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(pendingRow.createdAt * 1000),
      ),
    );
    expect(paid).toHaveTextContent('Paid');
    expect(screen.getByRole('navigation', { name: /pag/i })).toBeInTheDocument();
  });

  it('says so when there are no requests yet', async () => {
    stubWithdrawCalls();
    renderPage();
    expect(await screen.findByText('No withdrawals yet')).toBeInTheDocument();
  });

  it('reloads the list and the balance from the Refresh button and from a pull at the top', async () => {
    const calls = stubWithdrawCalls();
    const { user } = renderPage();
    await screen.findByText('No withdrawals yet');
    const listCalls = () => calls.bodies('/withdraw/list').length;
    const balanceCalls = () => calls.bodies('/refresh-balance').length;
    const [list, balance] = [listCalls(), balanceCalls()];

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(listCalls()).toBe(list + 1));
    expect(balanceCalls()).toBe(balance + 1);

    const page = screen.getByRole('heading', { level: 1 }).closest('.withdraw-page');
    if (!page) throw new Error('no page area');
    const live = screen.getAllByRole('status').find((region) => region.classList.contains('visually-hidden'));
    fireEvent.touchStart(page, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(page, { touches: [{ clientY: 160 }] });
    expect(live).toHaveTextContent('Pull down to refresh');
    fireEvent.touchMove(page, { touches: [{ clientY: 300 }] });
    expect(live).toHaveTextContent('Release to refresh');
    fireEvent.touchEnd(page, { touches: [] });
    await waitFor(() => expect(listCalls()).toBe(list + 2));
    expect(balanceCalls()).toBe(balance + 2);

    // A short pull refreshes nothing.
    fireEvent.touchStart(page, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(page, { touches: [{ clientY: 140 }] });
    fireEvent.touchEnd(page, { touches: [] });
    await waitFor(() => expect(live).toHaveTextContent(''));
    expect(listCalls()).toBe(list + 2);
  });

  it('reloads the list when a credit arrives (a rejected withdrawal’s refund, push 53)', async () => {
    const calls = stubWithdrawCalls();
    renderPage();
    await screen.findByText('No withdrawals yet');
    const before = calls.bodies('/withdraw/list').length;
    act(() => balanceAdded.set({ amount: 500, currency: 'USDT', serial: 7 }));
    await waitFor(() => expect(calls.bodies('/withdraw/list').length).toBe(before + 1));
  });

  it('asks a visitor to sign in, under the page’s heading, and calls nothing', () => {
    const calls = stubWithdrawCalls();
    renderApp(<WithdrawalsPage />, { route });
    expect(screen.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to continue.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(calls.paths()).toEqual([]);
  });

  it('speaks Arabic', async () => {
    stubWithdrawCalls({ '/withdraw/list': () => listAnswer([pendingRow]) });
    renderPage({ locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'السحوبات' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'الرصيد القابل للسحب' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تحديث' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'سجل السحوبات' });
    expect(within(list).getByText('قيد الانتظار')).toBeInTheDocument();
  });
});

describe('the bind flow', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    dismissCallError();
  });

  it('checks each field on the field, then binds the account', async () => {
    const calls = stubWithdrawCalls({
      '/withdraw/bind': (body) => ({ accounts: [boundBkash, { ...body, bankAccountId: 2 }] }),
    });
    const { user } = renderPage({ route: `${route}?bind=1` });
    const dialog = await screen.findByRole('dialog', { name: 'Add a bank account or wallet' });
    expect(await within(dialog).findByText('Bangladesh')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    const banks = within(dialog).getByRole('radiogroup', { name: 'Bank or wallet' });
    expect(banks).toHaveAttribute('aria-invalid', 'true');
    expect(banks).toHaveAccessibleDescription('Choose your bank');
    for (const label of ['Account number', 'Account holder name']) {
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription('This field is required');
    }
    // The first refused field is the bank list: its first bank takes the focus.
    expect(within(banks).getAllByRole('radio')[0]).toHaveFocus();
    expect(calls.bodies('/withdraw/bind')).toEqual([]);

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search by bank name or code' }), 'NAG');
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(1));
    await user.click(within(dialog).getByRole('radio', { name: /Nagad/ }));
    // A wallet is paid to a mobile number.
    const number = within(dialog).getByLabelText('Mobile number');
    await user.type(number, '12345');
    await user.type(within(dialog).getByLabelText('Account holder name'), 'R2D2');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    expect(number).toHaveAccessibleDescription('Enter 8 to 15 digits');
    expect(number).toHaveFocus();
    expect(within(dialog).getByLabelText('Account holder name')).toHaveAccessibleDescription(
      'Use letters, spaces, dots, apostrophes and hyphens only',
    );
    expect(calls.bodies('/withdraw/bind')).toEqual([]);

    await user.clear(number);
    await user.type(number, '0171 234 5678');
    await user.clear(within(dialog).getByLabelText('Account holder name'));
    await user.type(within(dialog).getByLabelText('Account holder name'), ' Rahim Uddin ');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('Account added')).toBeInTheDocument();
    expect(calls.bodies('/withdraw/bind')).toEqual([
      { region: 'BD', bankCode: 'BDT_NAGAD', accountNumber: '01712345678', holderName: 'Rahim Uddin' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Nagad')).toBeInTheDocument();
  });

  it('shows the chosen region’s banks and links to choose-location', async () => {
    const calls = stubWithdrawCalls({
      '/withdraw/bind/query': (body) =>
        body.region === 'JP'
          ? bindingAnswer({
              region: 'JP',
              currency: 'JPY',
              banks: [{ bankCode: '23002', bankName: 'Mizuho Bank' }],
            })
          : bindingAnswer(),
    });
    renderPage({ route: `${route}?bind=1&region=JP` });
    const dialog = await screen.findByRole('dialog', { name: 'Add a bank account or wallet' });
    expect(await within(dialog).findByRole('radio', { name: /Mizuho Bank/ })).toBeInTheDocument();
    expect(within(dialog).getByText('Japan')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Account number')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Change country or region' })).toHaveAttribute(
      'href',
      '/pages/choose-location/choose-location?region=JP',
    );
    expect(calls.bodies('/withdraw/bind/query')).toContainEqual({ region: 'JP' });
  });
});
