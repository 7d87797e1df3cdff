// The player's session as the shell shows it. Later issues (sign-in, wallet,
// bonus) fill it from their calls (the unread mail counts are lib/mail's);
// until then a visitor sees the empty session. Any component reading it re-renders when the session changes.
import type { CallData } from './api/api-types';
import { createStore } from './create-store';
import { readPreference, removePreference, writePreference } from './stored-preference';

/** SPEC §3's user info (/user/get/info): userId, nickName, headId, vip, platformId. */
export type UserInfo = CallData<'/user/get/info'>;
/** SPEC §3's VIP progress (/vip/progress): the level and percent of the way to the next. */
export type VipProgress = CallData<'/vip/progress'>;

export interface Session {
  /** SPEC §4: signed in is decided by token presence. */
  readonly token: string | null;
  /** Wallet balance in minor units (SPEC §9: divided by 100 for display), null until loaded. */
  readonly balance: number | null;
  /** The default currency the server keeps `balance` in. */
  readonly currency: string | null;
  /** Every currency the wallet holds, minor units each (/refresh-balance `balances`). */
  readonly balances: readonly { readonly currency: string; readonly amount: number }[];
  /**
   * Who the signed-in player is (SPEC §3 client state `userinfo`): stored with
   * the token, so a reload shows it at once; refreshed on every token change.
   */
  readonly user: UserInfo | null;
  /** The player's VIP progress, stored and refreshed with `user`. */
  readonly vipProgress: VipProgress | null;
  /** /general/reward data.task.switch: shows Task Center in the side menu. */
  readonly taskSwitch: boolean;
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
  user: null,
  vipProgress: null,
  taskSwitch: false,
  bonusCount: 0,
  gameInProgress: false,
};

// SPEC §4: the token is stored, so a player stays signed in across a reload
// until they sign out (or the server refuses the token). The user info is
// stored beside it (SPEC §3), so the top bar shows who is signed in at once.
const tokenKey = 'lobbykit.token';
const userInfoKey = 'lobbykit.userinfo';

type StoredPlayer = Pick<Session, 'user' | 'vipProgress'>;

function storeToken(token: string | null): void {
  if (token) writePreference(tokenKey, token);
  else removePreference(tokenKey);
}

function storePlayer({ user, vipProgress }: StoredPlayer): void {
  if (user) writePreference(userInfoKey, JSON.stringify({ user, vipProgress }));
  else removePreference(userInfoKey);
}

/** The stored user info, if it is whole: anything else is fetched again. */
function readStoredPlayer(): StoredPlayer {
  try {
    const stored = JSON.parse(readPreference(userInfoKey) ?? 'null') as Partial<StoredPlayer> | null;
    const user = stored?.user;
    if (!user || typeof user.userId !== 'number' || typeof user.nickName !== 'string')
      throw new Error('not whole');
    const vipProgress = stored.vipProgress;
    return { user, vipProgress: vipProgress && typeof vipProgress.vip === 'number' ? vipProgress : null };
  } catch {
    return { user: null, vipProgress: null };
  }
}

function startingSession(): Session {
  const token = readPreference(tokenKey) || null;
  return token ? { ...emptySession, token, ...readStoredPlayer() } : emptySession;
}

const store = createStore<Session>(startingSession());

export const getSession = store.get;

/** Merges a change into the session and notifies readers. */
export function updateSession(change: Partial<Session>): void {
  if (change.token !== undefined) storeToken(change.token);
  const next = { ...store.get(), ...change };
  if (change.user !== undefined || change.vipProgress !== undefined) storePlayer(next);
  store.set(next);
}

/** Back to a visitor's empty session, token and user info forgotten (sign-out, and between tests). */
export function resetSession(): void {
  storeToken(null);
  storePlayer(emptySession);
  store.set(emptySession);
}

export const useSession = store.use;

export function isSignedIn(session: Session): boolean {
  return session.token !== null && session.token !== '';
}
