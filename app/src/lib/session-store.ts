// The player's session as the shell shows it. Later issues (sign-in, wallet,
// bonus, mail) fill it from their calls; until then a visitor sees the empty
// session. One small store read through useSyncExternalStore, so any component
// re-renders when the part it reads changes.
import { useSyncExternalStore } from 'react';

export interface Session {
  /** SPEC §4: signed in is decided by token presence. */
  readonly token: string | null;
  /** Wallet balance in minor units (SPEC §9: divided by 100 for display), null until loaded. */
  readonly balance: number | null;
  readonly currency: string | null;
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
  platformId: null,
  taskSwitch: false,
  unreadCount: 0,
  bonusCount: 0,
  gameInProgress: false,
};

let current = emptySession;
const listeners = new Set<() => void>();

export function getSession(): Session {
  return current;
}

/** Merges a change into the session and notifies readers. */
export function updateSession(change: Partial<Session>): void {
  current = { ...current, ...change };
  for (const listener of listeners) listener();
}

/** Back to a visitor's empty session (sign-out, and between tests). */
export function resetSession(): void {
  updateSession(emptySession);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

export function isSignedIn(session: Session): boolean {
  return session.token !== null && session.token !== '';
}
