import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAttempt } from '@/lib/money/idempotency-key';
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

const answer = (status: number, envelope: unknown) => new Response(JSON.stringify(envelope), { status });
const created = () => answer(200, { code: 0, msg: 'ok', data: payment });
const refused = (code: number) => answer(code, { code, msg: 'no', data: null });

describe('createDepositSender', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const keys = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).idempotencyKey);
  let made = 0;
  const sender = () => createDepositSender(createAttempt(() => `key-${++made}`));

  beforeEach(() => {
    made = 0;
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('joins a second press to the call in flight: one request, one payment', async () => {
    fetchMock.mockImplementation(async () => created());
    const send = sender();
    const [first, second] = await Promise.all([send(deposit), send(deposit)]);
    expect(first).toBe(second);
    expect(keys()).toEqual(['key-1']);
  });

  it('keeps the key across retries after a lost connection or a server fault, then settles', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(refused(500))
      .mockResolvedValueOnce(created())
      .mockResolvedValueOnce(created());
    const send = sender();
    await expect(send(deposit)).rejects.toMatchObject({ code: 'network' });
    await expect(send(deposit)).rejects.toMatchObject({ code: 500 });
    await send(deposit);
    await send(deposit);
    expect(keys()).toEqual(['key-1', 'key-1', 'key-1', 'key-2']);
  });

  it('settles an attempt refused for good, and a changed request is a new attempt', async () => {
    fetchMock
      .mockResolvedValueOnce(refused(400))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(created());
    const send = sender();
    await expect(send(deposit)).rejects.toMatchObject({ code: 400 });
    await expect(send(deposit)).rejects.toMatchObject({ code: 'network' });
    await send({ ...deposit, amount: 1500 });
    expect(keys()).toEqual(['key-1', 'key-2', 'key-3']);
  });
});
