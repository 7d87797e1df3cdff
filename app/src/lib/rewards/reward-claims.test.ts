import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAttempt } from '@/lib/money/idempotency-key';
import { resetSession, updateSession } from '@/lib/session-store';
import { rewardAnswers } from '@/testing/rewards-fixture';
import { CallRefusal, inTurn, lostConnection, stubCalls, type StubbedCalls } from '@/testing/stub-calls';
import { claimSignin, claimTask, createClaimSender } from './reward-claims';

const claimed = { day: 1, currency: 'USDT', reward: 100, balance: 100 };
const refused = (code: number) => () => {
  throw new CallRefusal(code);
};

describe('createClaimSender', () => {
  let made = 0;
  const sender = () =>
    createClaimSender(
      '/signin/claim',
      createAttempt(() => `key-${++made}`),
    );
  const keys = (calls: StubbedCalls) => calls.bodies('/signin/claim').map((body) => body.idempotencyKey);

  beforeEach(() => {
    made = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('joins a second press to the claim in flight: one request', async () => {
    const calls = stubCalls({ '/signin/claim': claimed });
    const send = sender();
    const [first, second] = await Promise.all([send({}), send({})]);
    expect(first).toBe(second);
    expect(keys(calls)).toEqual(['key-1']);
  });

  it('keeps the key across retries after a lost connection or a server fault, then settles', async () => {
    const calls = stubCalls({ '/signin/claim': inTurn(lostConnection, refused(500), claimed) });
    const send = sender();
    await expect(send({})).rejects.toMatchObject({ code: 'network' });
    await expect(send({})).rejects.toMatchObject({ code: 500 });
    await send({});
    await send({}).catch(() => undefined);
    expect(keys(calls)).toEqual(['key-1', 'key-1', 'key-1', 'key-2']);
  });

  it('settles a claim refused for good (409: already signed in today)', async () => {
    const calls = stubCalls({ '/signin/claim': inTurn(refused(409), claimed) });
    const send = sender();
    await expect(send({})).rejects.toMatchObject({ code: 409 });
    await send({});
    expect(keys(calls)).toEqual(['key-1', 'key-2']);
  });
});

describe('claims refresh the balance and the rewards', () => {
  beforeEach(() => {
    resetSession();
    updateSession({ token: 't' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a sign-in claim, then the balance and every reward call', async () => {
    const calls = stubCalls({ ...rewardAnswers, '/signin/claim': claimed });
    await claimSignin();
    expect(calls.paths()[0]).toBe('/signin/claim');
    expect(calls.paths()).toEqual(expect.arrayContaining(['/refresh-balance', '/signin/info', '/task/info']));
  });

  it('claims of two tasks at once are two attempts, each its own key', async () => {
    const calls = stubCalls({
      ...rewardAnswers,
      '/task/claim': (body) => ({ rewardId: body.rewardId, currency: 'USDT', reward: 100, balance: 100 }),
    });
    await Promise.all([claimTask(1), claimTask(2)]);
    const bodies = calls.bodies('/task/claim');
    expect(bodies.map((body) => body.rewardId)).toEqual([1, 2]);
    expect(bodies[0]?.idempotencyKey).not.toBe(bodies[1]?.idempotencyKey);
  });
});
