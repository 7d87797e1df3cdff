// The one error of a sandbox call: what went wrong (an answer code, no
// connection, or the 60 s time-out) and the player-facing message for it,
// a translation key the app shows in the player's language.
import type { MessageKey } from '@content/messages';
import type { CallCode } from './api-types';

export type CallErrorCode = Exclude<CallCode, 0> | 'network' | 'timeout';

export interface PlayerMessage {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** The sandbox counts failed sign-ins over one minute (openapi.yaml, 429). */
const signInLockoutSeconds = 60;

/** Chooses the message a player sees for a failed call. */
export function playerMessageFor(code: CallErrorCode, path: string, signedIn: boolean): PlayerMessage {
  switch (code) {
    case 'network':
      return { key: 'errors.network' };
    case 'timeout':
      return { key: 'errors.timeout' };
    case 400:
      return { key: 'errors.invalidInput' };
    case 401:
      if (path === '/user/login') return { key: 'errors.invalidCredentials' };
      return { key: signedIn ? 'errors.sessionExpired' : 'errors.unauthorized' };
    case 402:
      return { key: 'errors.insufficientBalance' };
    case 403:
      return { key: 'errors.forbidden' };
    case 404:
      return { key: 'errors.notFound' };
    case 409:
      if (path === '/user/register') return { key: 'errors.accountExists' };
      return { key: 'errors.server', params: { code } };
    case 429:
      return { key: 'errors.tooManyAttempts', params: { seconds: signInLockoutSeconds } };
    default:
      return { key: 'errors.server', params: { code } };
  }
}

export class CallError extends Error {
  constructor(
    readonly path: string,
    readonly code: CallErrorCode,
    readonly playerMessage: PlayerMessage,
  ) {
    super(`${path} failed: ${code}`);
    this.name = 'CallError';
  }
}
