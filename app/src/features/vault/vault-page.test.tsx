import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLastCallError } from '@/lib/api-client';
import { getSession } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';
import { CallRefusal, stubCalls } from '@/testing/stub-calls';
import VaultPage from './vault-page';

const token = 'c'.repeat(64);

/**
 * The sandbox's vault for one USDT player, as the contract describes it: moves
 * change both sides, a move out needs the fund password (403 without it or
 * when wrong), and `failNextMoveIn` makes the next move in fail with 500.
 */
function fakeVault(start: { wallet: number; vault: number; password?: string }) {
  const state = { ...start, password: start.password ?? null };
  let failMoveIn = false;
  const usdt = (amount: number) => (amount > 0 ? [{ currency: 'USDT', amount }] : []);
  const moved = (amount: number) => ({
    currency: 'USDT',
    amount,
    balance: state.wallet,
    vaultBalance: state.vault,
  });
  const calls = stubCalls({
    '/vault/info': () => ({
      vault: usdt(state.vault),
      wallet: usdt(state.wallet),
      fundPasswordSet: state.password !== null,
    }),
    '/fund-password/set': (body) => {
      state.password = String(body.password);
      return { fundPasswordSet: true };
    },
    '/refresh-balance': () => ({ currency: 'USDT', balance: state.wallet, balances: usdt(state.wallet) }),
    '/vault/in': (body) => {
      const amount = Number(body.amount);
      if (failMoveIn) {
        failMoveIn = false;
        throw new CallRefusal(500);
      }
      if (amount > state.wallet) throw new CallRefusal(402);
      state.wallet -= amount;
      state.vault += amount;
      return moved(amount);
    },
    '/vault/out': (body) => {
      const amount = Number(body.amount);
      if (state.password === null || body.fundPassword !== state.password) throw new CallRefusal(403);
      if (amount > state.vault) throw new CallRefusal(402);
      state.vault -= amount;
      state.wallet += amount;
      return moved(amount);
    },
  });
  return {
    failNextMoveIn: () => {
      failMoveIn = true;
    },
    bodies: calls.bodies,
  };
}

const page = (locale: 'en' | 'ar' = 'en') =>
  renderApp(<VaultPage />, {
    route: '/pages/VaultPro/VaultPro',
    session: { token, currency: 'USDT' },
    locale,
  });

const section = (name: string) => screen.getByRole('region', { name });
const balanceRow = () =>
  within(screen.getByRole('table', { name: 'Balances' })).getByRole('row', { name: /USDT/ });

describe('VaultPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the vault apart from the wallet and moves money in for free', async () => {
    const sandbox = fakeVault({ wallet: 10000, vault: 0 });
    const { user } = page();
    expect(screen.getByRole('heading', { level: 1, name: 'Vault Pro' })).toBeInTheDocument();
    await waitFor(() => expect(balanceRow()).toHaveTextContent('USDT₮0.000.00 USDT₮100.00100.00 USDT'));

    const moveIn = section('Move into the vault');
    expect(within(moveIn).getByText('Available: ₮100.00 USDT')).toBeInTheDocument();
    expect(within(moveIn).queryByLabelText('Fund password')).not.toBeInTheDocument();
    await user.type(within(moveIn).getByRole('textbox', { name: 'Amount' }), '20');
    await user.click(within(moveIn).getByRole('button', { name: 'Move in' }));

    expect(await screen.findByText('₮20.00 USDT moved into the vault.')).toHaveAttribute('role', 'status');
    expect(sandbox.bodies('/vault/in')).toEqual([
      { currency: 'USDT', amount: 2000, idempotencyKey: expect.any(String) as unknown },
    ]);
    await waitFor(() => expect(balanceRow()).toHaveTextContent('USDT₮20.0020.00 USDT₮80.0080.00 USDT'));
    await waitFor(() => expect(getSession().balance).toBe(8000));
    expect(within(moveIn).getByRole('textbox', { name: 'Amount' })).toHaveValue('');
  });

  it('refuses to move in more than the wallet holds, without asking the server', async () => {
    const sandbox = fakeVault({ wallet: 10000, vault: 0 });
    const { user } = page();
    const moveIn = await screen.findByRole('region', { name: 'Move into the vault' });
    await user.type(within(moveIn).getByRole('textbox', { name: 'Amount' }), '100.01');
    await user.click(within(moveIn).getByRole('button', { name: 'Move in' }));
    const amount = within(moveIn).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('The maximum amount is ₮100.00 USDT');
    expect(amount).toHaveFocus();
    expect(sandbox.bodies('/vault/in')).toEqual([]);
  });

  it('asks for a fund password to be set before the first move out', async () => {
    const sandbox = fakeVault({ wallet: 0, vault: 5000 });
    const { user } = page();
    const setup = await screen.findByRole('region', { name: 'Set a fund password first' });
    expect(within(setup).queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
    // The form's own checks are FundPasswordSetup's (components/money).
    expect(
      within(setup).getByText(/Moving money out of the vault needs a fund password/),
    ).toBeInTheDocument();
    await user.type(within(setup).getByLabelText('New fund password'), '123456');
    await user.type(within(setup).getByLabelText('Confirm fund password'), '123456');
    await user.click(within(setup).getByRole('button', { name: 'Set fund password' }));

    expect(await screen.findByText('Your fund password is set.')).toBeInTheDocument();
    expect(sandbox.bodies('/fund-password/set')).toEqual([{ password: '123456' }]);
    const moveOut = section('Move out to your wallet');
    expect(within(moveOut).getByRole('textbox', { name: 'Amount' })).toHaveFocus();
    expect(within(moveOut).getByLabelText('Fund password')).toBeInTheDocument();
  });

  it('moves out only within the vault and with the right fund password, said on the field', async () => {
    const sandbox = fakeVault({ wallet: 0, vault: 2000, password: '135790' });
    const { user } = page();
    const moveOut = await screen.findByRole('region', { name: 'Move out to your wallet' });
    const amount = within(moveOut).getByRole('textbox', { name: 'Amount' });
    const password = within(moveOut).getByLabelText('Fund password');
    const submit = within(moveOut).getByRole('button', { name: 'Move out' });

    await user.click(submit);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('This field is required');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('This field is required');
    expect(amount).toHaveFocus();

    await user.type(amount, '25');
    await user.click(submit);
    expect(amount).toHaveAccessibleDescription('The maximum amount is ₮20.00 USDT');
    expect(password).toHaveAccessibleDescription('This field is required');
    expect(amount).toHaveFocus();
    expect(sandbox.bodies('/vault/out')).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '5');
    await user.type(password, '000000');
    await user.click(submit);
    await waitFor(() => expect(password).toHaveAccessibleDescription('That fund password is wrong.'));
    expect(getLastCallError()).toBeNull();

    await user.clear(password);
    await user.type(password, '135790');
    await user.click(submit);
    expect(await screen.findByText('₮5.00 USDT moved to your wallet.')).toBeInTheDocument();
    const [wrong, right] = sandbox.bodies('/vault/out');
    expect(wrong).toMatchObject({ currency: 'USDT', amount: 500, fundPassword: '000000' });
    expect(right).toMatchObject({ currency: 'USDT', amount: 500, fundPassword: '135790' });
    // The wrong password was a refusal for good: the next try is a new attempt.
    expect(right?.idempotencyKey).not.toBe(wrong?.idempotencyKey);
    await waitFor(() => expect(balanceRow()).toHaveTextContent('USDT₮15.0015.00 USDT₮5.005.00 USDT'));
  });

  it('reads a fund password typed in Arabic digits as its digits', async () => {
    const sandbox = fakeVault({ wallet: 0, vault: 2000, password: '135790' });
    const { user } = page();
    const moveOut = await screen.findByRole('region', { name: 'Move out to your wallet' });
    await user.type(within(moveOut).getByRole('textbox', { name: 'Amount' }), '5');
    await user.type(within(moveOut).getByLabelText('Fund password'), '١٣٥٧٩٠');
    await user.click(within(moveOut).getByRole('button', { name: 'Move out' }));
    expect(await screen.findByText('₮5.00 USDT moved to your wallet.')).toBeInTheDocument();
    expect(sandbox.bodies('/vault/out')).toEqual([expect.objectContaining({ fundPassword: '135790' })]);
  });

  it('keeps the idempotency key when a move is retried after a failure, and makes a new one after', async () => {
    const sandbox = fakeVault({ wallet: 10000, vault: 0 });
    const { user } = page();
    const moveIn = await screen.findByRole('region', { name: 'Move into the vault' });
    const amount = within(moveIn).getByRole('textbox', { name: 'Amount' });
    const submit = within(moveIn).getByRole('button', { name: 'Move in' });
    sandbox.failNextMoveIn();
    await user.type(amount, '10');
    await user.click(submit);
    await waitFor(() => expect(sandbox.bodies('/vault/in')).toHaveLength(1));
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'false'));
    await user.click(submit);
    await screen.findByText('₮10.00 USDT moved into the vault.');
    await user.type(amount, '10');
    await user.click(submit);
    await waitFor(() => expect(sandbox.bodies('/vault/in')).toHaveLength(3));
    const [failed, retried, next] = sandbox.bodies('/vault/in').map((body) => body.idempotencyKey);
    expect(retried).toBe(failed);
    expect(next).not.toBe(retried);
  });

  it('asks a visitor to sign in', () => {
    fakeVault({ wallet: 0, vault: 0 });
    renderApp(<VaultPage />, { route: '/pages/VaultPro/VaultPro' });
    expect(screen.getByText('Sign in to use your vault.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('speaks Arabic right to left', async () => {
    fakeVault({ wallet: 10000, vault: 2000, password: '135790' });
    page('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('region', { name: 'إيداع في الخزنة' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'نقل إلى محفظتك' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'الأرصدة' })).toBeInTheDocument();
    expect(screen.getByLabelText('كلمة مرور السحب')).toBeInTheDocument();
  });
});
