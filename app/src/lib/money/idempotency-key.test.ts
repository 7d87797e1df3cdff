import { describe, expect, it } from 'vitest';
import { createAttempt } from './idempotency-key';

describe('createAttempt', () => {
  it('keeps one key across retries until the attempt is settled', () => {
    let made = 0;
    const attempt = createAttempt(() => `key-${++made}`);
    expect(attempt.key()).toBe('key-1');
    expect(attempt.key()).toBe('key-1');
    attempt.settle();
    expect(attempt.key()).toBe('key-2');
  });
});
