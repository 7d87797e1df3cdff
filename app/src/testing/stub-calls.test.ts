import { callApi } from '@/lib/api-client';
import { CallRefusal, inTurn, lostConnection, pagedAnswer, stubCalls } from './stub-calls';

const balance = { currency: 'USDT', balance: 100, balances: [] };

describe('stubCalls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers each path its data and records every call', async () => {
    const calls = stubCalls({
      '/refresh-balance': balance,
      '/transaction/list': (body) => ({ list: [], total: 0, page: body.page, pageSize: 10 }),
    });
    await expect(callApi('/refresh-balance')).resolves.toEqual(balance);
    await expect(callApi('/transaction/list', { page: 2, pageSize: 10 })).resolves.toMatchObject({ page: 2 });
    expect(calls.paths()).toEqual(['/refresh-balance', '/transaction/list']);
    expect(calls.bodies('/transaction/list')).toEqual([{ page: 2, pageSize: 10 }]);
  });

  it('answers 404 to a path the test did not expect, and a refusal’s code', async () => {
    stubCalls({
      '/vault/in': () => {
        throw new CallRefusal(402);
      },
    });
    await expect(callApi('/refresh-balance')).rejects.toMatchObject({ code: 404 });
    await expect(
      callApi('/vault/in', { currency: 'USDT', amount: 1, idempotencyKey: 'k'.repeat(32) }),
    ).rejects.toMatchObject({ code: 402 });
  });

  it('holds an answer back until its promise settles, a refusal too', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = stubCalls({
      '/refresh-balance': async () => {
        await held;
        return balance;
      },
      '/welcome/packet': async () => {
        await held;
        throw new CallRefusal(500);
      },
    });
    let answered = false;
    const balanceCall = callApi('/refresh-balance').then(() => (answered = true));
    const packetCall = callApi('/welcome/packet');
    await Promise.resolve();
    expect(calls.paths()).toEqual(['/refresh-balance', '/welcome/packet']);
    expect(answered).toBe(false);
    release();
    await balanceCall;
    await expect(packetCall).rejects.toMatchObject({ code: 500 });
  });

  it('loses the connection, and changes its answers from call to call', async () => {
    stubCalls({ '/refresh-balance': inTurn(lostConnection, balance) });
    await expect(callApi('/refresh-balance')).rejects.toMatchObject({ code: 'network' });
    await expect(callApi('/refresh-balance')).resolves.toEqual(balance);
    await expect(callApi('/refresh-balance')).resolves.toEqual(balance);
  });
});

describe('inTurn', () => {
  it('gives each call the next answer and repeats the last', () => {
    const answer = inTurn('first', (body) => body.n, 'last');
    expect([answer({}), answer({ n: 2 }), answer({}), answer({})]).toEqual(['first', 2, 'last', 'last']);
  });
});

describe('pagedAnswer', () => {
  it('answers the asked page of the rows, with their total', () => {
    const rows = Array.from({ length: 25 }, (_, index) => index);
    expect(pagedAnswer(rows, { page: 3, pageSize: 10 })).toEqual({
      list: [20, 21, 22, 23, 24],
      total: 25,
      page: 3,
      pageSize: 10,
    });
    expect(pagedAnswer(rows, {})).toMatchObject({ list: rows.slice(0, 10), page: 1, pageSize: 10 });
  });
});
