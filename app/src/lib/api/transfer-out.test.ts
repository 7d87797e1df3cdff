import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, resetSession, updateSession } from '@/lib/session-store';
import { CallRefusal, stubCalls } from '@/testing/stub-calls';
import { transferOut } from './transfer-out';

const balances = { currency: 'USDT', balance: 900, balances: [{ currency: 'USDT', amount: 900 }] };
const progress = { vip: 1, progressRate: 25, points: 200, nextPoints: 500 };

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('transferOut', () => {
  it('after a real game brings the balance back and moves the VIP bar by the bets’ points', async () => {
    const calls = stubCalls({
      '/transfer-out-balance': { ...balances, transferred: 400 },
      '/refresh-balance': balances,
      '/vip/progress': progress,
    });
    updateSession({ token: 't', gameInProgress: true });
    await transferOut();
    await vi.waitFor(() => expect(getSession().vipProgress).toEqual(progress));
    expect(calls.paths()).toEqual(['/transfer-out-balance', '/refresh-balance', '/vip/progress']);
    expect(calls.bodies('/vip/progress')).toEqual([{}]);
    expect(getSession()).toMatchObject({ balance: 900, gameInProgress: false });
  });

  it('without a game in progress (a side-menu click) asks nothing of the VIP progress', async () => {
    const calls = stubCalls({
      '/transfer-out-balance': { ...balances, transferred: 0 },
      '/refresh-balance': balances,
    });
    updateSession({ token: 't' });
    await transferOut();
    expect(calls.paths()).toEqual(['/transfer-out-balance', '/refresh-balance']);
  });

  it('brings the balance back even when the VIP progress cannot be read', async () => {
    stubCalls({
      '/transfer-out-balance': { ...balances, transferred: 400 },
      '/refresh-balance': balances,
      '/vip/progress': () => {
        throw new CallRefusal(500);
      },
    });
    updateSession({ token: 't', gameInProgress: true });
    await expect(transferOut()).resolves.toBeUndefined();
    expect(getSession().balance).toBe(900);
  });
});
