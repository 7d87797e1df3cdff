import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';
import { CallRefusal, stubCalls } from '@/testing/stub-calls';
import RebatesPage from './rebates-page';

vi.mock('@content/vip', async (importOriginal) => {
  const original = await importOriginal<typeof import('@content/vip')>();
  const rates = [{}, { slots: 50 }, { slots: 80, live: 25 }];
  return {
    ...original,
    vipLevels: original.vipLevels.slice(0, 3).map((level, index) => ({ ...level, rebate: rates[index] })),
  };
});

const token = 'f'.repeat(64);
const info = (accrued: { currency: string; category: string; stake: number; rebate: number }[]) => ({
  vip: 1,
  rates: [
    { category: 'slots', rate: 50 },
    { category: 'live', rate: 0 },
  ],
  accrued,
});
const someAccrued = [
  { currency: 'USDT', category: 'slots', stake: 20_000, rebate: 100 },
  { currency: 'USDT', category: 'live', stake: 1_000, rebate: 0 },
];
const balances = { currency: 'USDT', balance: 10_100, balances: [{ currency: 'USDT', amount: 10_100 }] };

function ratesTable() {
  return screen.getByRole('region', { name: 'Rates by VIP level' });
}

afterEach(() => vi.unstubAllGlobals());

describe('the betting rebates page', () => {
  it('shows a visitor the rates by VIP level and category, and the way in', () => {
    const calls = stubCalls({});
    renderApp(<RebatesPage />);
    const table = within(ratesTable()).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['VIP level', 'Slots', 'Live']);
    const silver = within(table).getAllByRole('row')[3];
    if (!silver) throw new Error('no VIP 2 row');
    expect(
      within(silver)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0.8%', '0.25%']);
    expect(screen.getByText('Sign in to see and claim your rebate.')).toBeInTheDocument();
    expect(calls.paths()).toEqual([]);
  });

  it('shows a player their rates, what has accrued, and marks their level', async () => {
    stubCalls({ '/rebate/info': info(someAccrued) });
    renderApp(<RebatesPage />, { session: { token } });
    const rates = await screen.findByRole('region', { name: /^Your rates at VIP 1/ });
    expect(within(rates).getByText('Slots', { selector: 'dt' }).nextSibling).toHaveTextContent('0.5%');
    expect(within(rates).queryByText('Live')).toBeNull();
    const accrued = screen.getByRole('region', { name: 'Earned since your last claim' });
    expect(within(accrued).getByRole('rowheader', { name: 'Total (USDT)' }).parentElement).toHaveTextContent(
      '210.00 USDT',
    );
    expect(within(accrued).getByRole('rowheader', { name: 'Total (USDT)' }).parentElement).toHaveTextContent(
      '1.00 USDT',
    );
    expect(within(ratesTable()).getAllByRole('row')[2]).toHaveAttribute('aria-current', 'true');
  });

  it('claims the rebate once, with a key, says what was credited and reads the balance again', async () => {
    let claimed = false;
    const calls = stubCalls({
      '/rebate/info': () => info(claimed ? [] : someAccrued),
      '/rebate/claim': () => {
        claimed = true;
        return { credited: [{ currency: 'USDT', amount: 100, balance: 10_100 }] };
      },
      '/refresh-balance': balances,
    });
    const { user } = renderApp(<RebatesPage />, { session: { token } });
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('1.00 USDT added to your balance.', { exact: false })).toBeInTheDocument();
    expect(calls.bodies('/rebate/claim')).toEqual([{ idempotencyKey: expect.any(String) }]);
    expect(await screen.findByText('Nothing yet. Real bets earn a rebate as you play.')).toBeInTheDocument();
    await vi.waitFor(() => expect(getSession().balance).toBe(10_100));
  });

  it('refuses nicely when nothing has accrued, without asking the server', async () => {
    const calls = stubCalls({ '/rebate/info': info([]) });
    const { user } = renderApp(<RebatesPage />, { session: { token } });
    const claim = await screen.findByRole('button', { name: 'Claim' });
    expect(claim).toHaveAttribute('aria-disabled', 'true');
    await user.click(claim);
    expect(screen.getByRole('status')).toHaveTextContent(
      'There’s nothing to claim yet. Place real bets to earn a rebate.',
    );
    expect(calls.paths()).toEqual(['/rebate/info']);
  });

  it('says the same when the server finds nothing left to claim', async () => {
    stubCalls({
      '/rebate/info': info(someAccrued),
      '/rebate/claim': () => {
        throw new CallRefusal(409);
      },
    });
    const { user } = renderApp(<RebatesPage />, { session: { token } });
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(
      await screen.findByText('There’s nothing to claim yet. Place real bets to earn a rebate.'),
    ).toBeInTheDocument();
  });
});
