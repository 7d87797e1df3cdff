// One key per money attempt (a deposit, a withdrawal, a vault move): kept
// across retries of that attempt so the sandbox applies it once, replaced
// only when the attempt is settled (answered, or refused for good).

export interface Attempt {
  /** The current attempt's key, made on first use. */
  readonly key: () => string;
  /** The attempt is settled: the next call is a new attempt with a new key. */
  readonly settle: () => void;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function createAttempt(makeKey: () => string = newIdempotencyKey): Attempt {
  let current: string | null = null;
  return {
    key: () => (current ??= makeKey()),
    settle: () => {
      current = null;
    },
  };
}
