import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';
import { CallRefusal, stubCalls } from '@/testing/stub-calls';
import ApplicationsPage from './applications-page';

vi.mock('@content/promotions', async () => ({
  promotions: (await import('@/features/promotions/testing/promotion-fixtures')).fixturePromotions,
}));

const token = 'e'.repeat(64);
const createdAt = 1_763_200_000;
const records = [
  {
    id: 3,
    promotionId: 'welcome-week',
    title: 'Welcome week',
    status: 2,
    createdAt,
    currency: 'USDT',
    reward: 1500,
  },
  {
    id: 2,
    promotionId: '',
    title: 'Operator gift',
    status: 1,
    createdAt: createdAt - 60,
    currency: 'USDT',
    reward: 0,
  },
  {
    id: 1,
    promotionId: 'spring-reload',
    title: 'Spring reload',
    status: 4,
    createdAt: createdAt - 120,
    currency: 'USDT',
    reward: 0,
  },
];
const balances = { currency: 'USDT', balance: 11_500, balances: [{ currency: 'USDT', amount: 11_500 }] };

function rows() {
  return screen.getAllByRole('listitem');
}

afterEach(() => vi.unstubAllGlobals());

describe('the applications page', () => {
  it('asks a visitor to sign in, and the server nothing', () => {
    const calls = stubCalls({});
    renderApp(<ApplicationsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Activity records' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to see your applications.')).toBeInTheDocument();
    expect(calls.paths()).toEqual([]);
  });

  it('lists each application with its promotion’s title, state and reward; Claim only when approved', async () => {
    const calls = stubCalls({ '/apply/activity/record': { type: 1, records } });
    renderApp(<ApplicationsPage />, { session: { token } });
    await screen.findByRole('heading', { level: 2, name: 'Welcome week' });
    expect(calls.bodies('/apply/activity/record')).toEqual([{ type: 1 }]);
    const [approved, gift, declined] = rows();
    if (!approved || !gift || !declined) throw new Error('three rows expected');
    expect(within(approved).getByRole('link', { name: 'Welcome week' })).toHaveAttribute(
      'href',
      '/pages/BonusDetails/BonusDetails?id=welcome-week',
    );
    expect(within(approved).getByText('Ready to claim')).toBeInTheDocument();
    expect(within(approved).getByText('15.00 USDT')).toBeInTheDocument();
    expect(within(approved).getByRole('button', { name: 'Claim' })).toBeInTheDocument();
    // A record no promotion of the content made: its own (English) title.
    expect(within(gift).getByRole('heading', { level: 2, name: 'Operator gift' })).toBeInTheDocument();
    expect(within(gift).getByText('Under review')).toBeInTheDocument();
    expect(within(gift).queryByRole('button')).toBeNull();
    expect(within(declined).getByText('Not approved')).toBeInTheDocument();
    expect(within(declined).queryByRole('button')).toBeNull();
  });

  it('claims an approved application once, with a key, says so and reads the balance again', async () => {
    const calls = stubCalls({
      '/apply/activity/record': { type: 1, records },
      '/apply/activity/claim': { id: 3, currency: 'USDT', reward: 1500, balance: 11_500 },
      '/refresh-balance': balances,
    });
    const { user } = renderApp(<ApplicationsPage />, { session: { token } });
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(
      await screen.findByText('15.00 USDT added to your balance.', { exact: false }),
    ).toBeInTheDocument();
    expect(calls.bodies('/apply/activity/claim')).toEqual([{ id: 3, idempotencyKey: expect.any(String) }]);
    const [approved] = rows();
    if (!approved) throw new Error('no row');
    expect(within(approved).getByText('Claimed')).toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: 'Claim' })).toBeNull();
    await vi.waitFor(() => expect(getSession().balance).toBe(11_500));
  });

  it('reads the list again when the server says the claim was taken already', async () => {
    let taken = false;
    const calls = stubCalls({
      '/apply/activity/record': () => ({
        type: 1,
        records: taken ? records.map((entry) => (entry.id === 3 ? { ...entry, status: 3 } : entry)) : records,
      }),
      '/apply/activity/claim': () => {
        taken = true;
        throw new CallRefusal(409);
      },
    });
    const { user } = renderApp(<ApplicationsPage />, { session: { token } });
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Claimed')).toBeInTheDocument();
    expect(calls.paths().filter((path) => path === '/apply/activity/record')).toHaveLength(2);
  });

  it('says there is nothing yet and leads to the promotions', async () => {
    stubCalls({ '/apply/activity/record': { type: 1, records: [] } });
    renderApp(<ApplicationsPage />, { session: { token } });
    expect(await screen.findByText('No activity records yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the promotions' })).toHaveAttribute(
      'href',
      '/pages/Bonus/Bonus',
    );
  });
});
