// One key per money attempt (a deposit, a withdrawal, a vault move): kept
// across retries of that attempt so the sandbox applies it once, replaced
// when the attempt is settled (answered, or refused for good) and when the
// request changes (the sandbox answers 409 to a key sent again with another
// body).
import { CallError } from '@/lib/api/call-error';

export interface Attempt {
  /**
   * The key to send with `request` (the call's body without its key): the
   * current attempt's while the request stays the same; another request is a
   * new attempt with a new key.
   */
  readonly key: (request: unknown) => string;
  /** The attempt is settled: the next call is a new attempt with a new key. */
  readonly settle: () => void;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function createAttempt(makeKey: () => string = newIdempotencyKey): Attempt {
  let current: { readonly key: string; readonly request: string } | null = null;
  return {
    key: (request) => {
      const fingerprint = JSON.stringify(request);
      if (current?.request !== fingerprint) current = { key: makeKey(), request: fingerprint };
      return current.key;
    },
    settle: () => {
      current = null;
    },
  };
}

/**
 * A refusal that another try of the same request would get again (a 4xx
 * answer other than 429): the attempt is over. A lost connection, a
 * time-out, a server fault (5xx) or a 429 leave it open for a retry.
 */
export function refusedForGood(error: unknown): boolean {
  return (
    error instanceof CallError && typeof error.code === 'number' && error.code < 500 && error.code !== 429
  );
}
