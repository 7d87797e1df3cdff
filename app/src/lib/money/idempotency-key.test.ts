import { describe, expect, it } from 'vitest';
import { CallError } from '@/lib/api/call-error';
import { createAttempt, refusedForGood } from './idempotency-key';

const deposit = { currency: 'USDT', amount: 1234 };

describe('createAttempt', () => {
  it('keeps one key across retries of the same request until the attempt is settled', () => {
    let made = 0;
    const attempt = createAttempt(() => `key-${++made}`);
    expect(attempt.key(deposit)).toBe('key-1');
    expect(attempt.key({ ...deposit })).toBe('key-1');
    attempt.settle();
    expect(attempt.key(deposit)).toBe('key-2');
  });

  it('makes another request a new attempt, and going back too', () => {
    let made = 0;
    const attempt = createAttempt(() => `key-${++made}`);
    expect(attempt.key(deposit)).toBe('key-1');
    expect(attempt.key({ ...deposit, amount: 1500 })).toBe('key-2');
    expect(attempt.key(deposit)).toBe('key-3');
  });
});

describe('refusedForGood', () => {
  const failed = (code: CallError['code']) => new CallError('/vault/in', code, { key: 'errors.server' });

  it('ends the attempt on an answer a retry would get again', () => {
    for (const code of [400, 401, 402, 403, 404, 409] as const)
      expect(refusedForGood(failed(code))).toBe(true);
  });

  it('keeps it open after a lost connection, a time-out, a server fault or a 429', () => {
    for (const code of ['network', 'timeout', 500, 429] as const)
      expect(refusedForGood(failed(code))).toBe(false);
    expect(refusedForGood(new Error('not a call'))).toBe(false);
  });
});
