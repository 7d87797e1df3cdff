import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAttempt } from '@/lib/money/idempotency-key';
import { CallRefusal, inTurn, lostConnection, stubCalls, type StubbedCalls } from '@/testing/stub-calls';
import { createDepositSender } from './create-payment';

const payment = {
  paymentId: 'c'.repeat(32),
  payUrl: `/sandbox/pay/${'c'.repeat(32)}`,
  currency: 'USDT',
  method: 'trc20',
  amount: 1234,
  state: 'pending',
  createdAt: 1,
  decidedAt: null,
};
const deposit = { currency: 'USDT', method: 'trc20', amount: 1234 };

const refused = (code: number) => () => {
  throw new CallRefusal(code);
};

describe('createDepositSender', () => {
  let made = 0;
  const sender = () => createDepositSender(createAttempt(() => `key-${++made}`));
  const keys = (calls: StubbedCalls) => calls.bodies('/payment/create').map((body) => body.idempotencyKey);

  beforeEach(() => {
    made = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('joins a second press to the call in flight: one request, one payment', async () => {
    const calls = stubCalls({ '/payment/create': payment });
    const send = sender();
    const [first, second] = await Promise.all([send(deposit), send(deposit)]);
    expect(first).toBe(second);
    expect(keys(calls)).toEqual(['key-1']);
  });

  it('keeps the key across retries after a lost connection or a server fault, then settles', async () => {
    const calls = stubCalls({ '/payment/create': inTurn(lostConnection, refused(500), payment) });
    const send = sender();
    await expect(send(deposit)).rejects.toMatchObject({ code: 'network' });
    await expect(send(deposit)).rejects.toMatchObject({ code: 500 });
    await send(deposit);
    await send(deposit);
    expect(keys(calls)).toEqual(['key-1', 'key-1', 'key-1', 'key-2']);
  });

  it('settles an attempt refused for good, and a changed request is a new attempt', async () => {
    const calls = stubCalls({ '/payment/create': inTurn(refused(400), lostConnection, payment) });
    const send = sender();
    await expect(send(deposit)).rejects.toMatchObject({ code: 400 });
    await expect(send(deposit)).rejects.toMatchObject({ code: 'network' });
    await send({ ...deposit, amount: 1500 });
    expect(keys(calls)).toEqual(['key-1', 'key-2', 'key-3']);
  });
});
