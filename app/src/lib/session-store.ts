// The player's session as the shell shows it. Later issues (sign-in, wallet,
// bonus, mail) fill it from their calls; until then a visitor sees the empty
// session. Any component reading it re-renders when the session changes.
import { createStore } from './create-store';
import { readPreference, removePreference, writePreference } from './stored-preference';

export interface Session {
  /** SPEC §4: signed in is decided by token presence. */
  readonly token: string | null;
  /** Wallet balance in minor units (SPEC §9: divided by 100 for display), null until loaded. */
  readonly balance: number | null;
  /** The default currency the server keeps `balance` in. */
  readonly currency: string | null;
  /** Every currency the wallet holds, minor units each (/refresh-balance `balances`). */
  readonly balances: readonly { readonly currency: string; readonly amount: number }[];
  /** The signed-in player's userId (/user/get/info), for click_deposit. */
  readonly userId: number | null;
  /** The signed-in player's platformId (SPEC §9 platform codes). */
  readonly platformId: number | null;
  /** /general/reward data.task.switch: shows Task Center in the side menu. */
  readonly taskSwitch: boolean;
  readonly unreadCount: number;
  /** The bonus-box badge count of SPEC §4. */
  readonly bonusCount: number;
  /** SPEC §4: a game in progress hides the balance. */
  readonly gameInProgress: boolean;
}

export const emptySession: Session = {
  token: null,
  balance: null,
  currency: null,
  balances: [],
  userId: null,
  platformId: null,
  taskSwitch: false,
  unreadCount: 0,
  bonusCount: 0,
  gameInProgress: false,
};

// SPEC §4: the token is stored, so a player stays signed in across a reload
// until they sign out (or the server refuses the token).
const tokenKey = 'lobbykit.token';

function storeToken(token: string | null): void {
  if (token) writePreference(tokenKey, token);
  else removePreference(tokenKey);
}

const store = createStore<Session>({ ...emptySession, token: readPreference(tokenKey) || null });

export const getSession = store.get;

/** Merges a change into the session and notifies readers. */
export function updateSession(change: Partial<Session>): void {
  if (change.token !== undefined) storeToken(change.token);
  store.set({ ...store.get(), ...change });
}

/** Back to a visitor's empty session (sign-out, and between tests). */
export function resetSession(): void {
  storeToken(null);
  store.set(emptySession);
}

export const useSession = store.use;

export function isSignedIn(session: Session): boolean {
  return session.token !== null && session.token !== '';
}
