// Where the player is in the forgotten-password flow, kept in the page's
// history entry (so a reload stays on the step, and Back returns to the
// account): step 1 may hold the account typed in the sign-in popup; step 2
// holds the account, where its code went and when.
export interface AccountStep {
  readonly account: string;
}

export interface CodeStep {
  readonly account: string;
  /** Where the code went, masked (+86 138****5678, d***@example.com). */
  readonly sentTo: string;
  /** When it was sent (ms since the epoch): the resend timer counts from it. */
  readonly sentAt: number;
  /** How long the code stays valid. */
  readonly expiresIn: number;
}

function record(state: unknown): Record<string, unknown> {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

/** Step 2's state, if the history entry holds a whole one. */
export function codeStepOf(state: unknown): CodeStep | null {
  const { account, sentTo, sentAt, expiresIn } = record(state);
  return typeof account === 'string' &&
    account !== '' &&
    typeof sentTo === 'string' &&
    typeof sentAt === 'number' &&
    typeof expiresIn === 'number'
    ? { account, sentTo, sentAt, expiresIn }
    : null;
}

/** The account to start step 1 with (typed in the sign-in popup, or step 2's), else empty. */
export function accountOf(state: unknown): string {
  const { account } = record(state);
  return typeof account === 'string' ? account : '';
}
