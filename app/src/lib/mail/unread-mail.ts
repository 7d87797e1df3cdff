// The signed-in player's unread mail counts (SPEC §3, §4, §7): in all and per
// type, as /mail/unread answers them. Loaded on every token change (the
// session socket), pushed by 58 (another tab read a mail) and refreshed by
// push 54 (a new mail); the bell, the narrow entry and the Notification
// page's tabs read them here. This module is in the start chunk, so it holds
// the counts only: the mail lists are mail-lists.ts, loaded with the page or
// the bell's popup, which listen for push 54 through `onMailArrived`.
// An answer that arrives after the token changed is dropped.
import type { CallData } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';
import { createStore } from '@/lib/create-store';
import { getSession } from '@/lib/session-store';

export type UnreadMail = CallData<'/mail/unread'>;

/** 1 system, 2 personal (SPEC §3). */
export type MailType = 1 | 2;

const store = createStore<UnreadMail | null>(null);

/** The counts, null until loaded (and for a visitor). */
export const useUnreadMail = store.use;
export const getUnreadMail = store.get;

/** The unread count of one type, 0 while unknown. */
export function unreadOfType(counts: UnreadMail | null, type: MailType): number {
  if (!counts) return 0;
  return type === 1 ? counts.system : counts.personal;
}

/** Sets the counts as the server said them. */
export function setUnreadMail(counts: UnreadMail): void {
  store.set({ unread: counts.unread, system: counts.system, personal: counts.personal });
}

/**
 * A push's data (54, 58: `{unread, system, personal}`), if it is whole:
 * counts that are not non-negative whole numbers are ignored.
 */
export function unreadFromPush(data: Readonly<Record<string, unknown>>): UnreadMail | null {
  const { unread, system, personal } = data;
  const count = (value: unknown): value is number =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0;
  if (!count(unread) || !count(system) || !count(personal)) return null;
  return { unread, system, personal };
}

/** Lowers the counts by one mail of `type` being read (at once, before the server answers). */
export function countOneRead(type: MailType): void {
  const counts = store.get();
  if (!counts) return;
  store.set({
    unread: Math.max(0, counts.unread - 1),
    system: type === 1 ? Math.max(0, counts.system - 1) : counts.system,
    personal: type === 2 ? Math.max(0, counts.personal - 1) : counts.personal,
  });
}

/** Asks /mail/unread; the answer is dropped if the player changed meanwhile. */
export async function refreshUnreadMail(): Promise<void> {
  const token = getSession().token;
  if (!token) return;
  const counts = await callApi('/mail/unread');
  if (getSession().token !== token) return;
  setUnreadMail(counts);
}

// What a new mail (push 54) asks of the open mail views: the page and the
// popup register here while they show, so a push refreshes their lists too.
const arrivalListeners = new Set<() => void>();

/** Calls `listener` on every push 54 until the returned function is called. */
export function onMailArrived(listener: () => void): () => void {
  arrivalListeners.add(listener);
  return () => {
    arrivalListeners.delete(listener);
  };
}

/**
 * Push 54: a new mail. Shows the counts it carries at once, asks the server
 * for them (SPEC §7: 54 refreshes unread mail), and refreshes the lists shown.
 */
export async function mailArrived(
  data: Readonly<Record<string, unknown>>,
  refresh: () => Promise<void> = refreshUnreadMail,
): Promise<void> {
  const counts = unreadFromPush(data);
  if (counts) setUnreadMail(counts);
  for (const listener of arrivalListeners) listener();
  await refresh();
}

/** Signed out: nothing is known. */
export function forgetUnreadMail(): void {
  store.set(null);
}
