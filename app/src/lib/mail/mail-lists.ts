// The player's mail of each type (SPEC §3: 1 system, 2 personal), newest
// first, as the Notification page and the bell's popup show it. Pages come
// from /query-mail, each after the last one's lastMailId (SPEC §7), until an
// answer's lastMailId is 0. Reading a mail marks it read here and lowers the
// unread counts at once; /read-mail's answer then sets the counts as the
// server has them (a failure puts the mail back to unread and asks the counts
// again). A new mail (push 54) brings the first page again, put in front of
// what is shown. Answers that arrive after the token changed are dropped.
import type { CallData } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';
import { createStore } from '@/lib/create-store';
import { getSession } from '@/lib/session-store';
import { countOneRead, onMailArrived, refreshUnreadMail, setUnreadMail, type MailType } from './unread-mail';

export type MailItem = CallData<'/query-mail'>['items'][number];

export interface MailList {
  readonly items: readonly MailItem[];
  /** The lastMailId to ask the next page after; 0 before the first page. */
  readonly cursor: number;
  /** A page answered lastMailId 0: there is no more. */
  readonly ended: boolean;
  readonly loading: boolean;
  /** The last page asked failed (the app showed why); loading again retries it. */
  readonly failed: boolean;
}

export type MailLists = Readonly<Record<MailType, MailList>>;

const emptyList: MailList = { items: [], cursor: 0, ended: false, loading: false, failed: false };
const noLists: MailLists = { 1: emptyList, 2: emptyList };

interface State {
  /** Whose mail this is: another token's answers are dropped. */
  readonly token: string | null;
  readonly lists: MailLists;
}

const store = createStore<State>({ token: null, lists: noLists });

/** The lists of the signed-in player (empty ones for another token's). */
export function getMailLists(): MailLists {
  const { token, lists } = store.get();
  return token === getSession().token ? lists : noLists;
}

export function useMailLists(): MailLists {
  const state = store.use();
  return state.token === getSession().token ? state.lists : noLists;
}

function setList(type: MailType, change: Partial<MailList>): void {
  const lists = getMailLists();
  store.set({ token: getSession().token, lists: { ...lists, [type]: { ...lists[type], ...change } } });
}

/** Puts the newer mails first and keeps one copy of each (the newer answer's). */
function merge(front: readonly MailItem[], back: readonly MailItem[]): MailItem[] {
  const seen = new Set(front.map((mail) => mail.mailId));
  return [...front, ...back.filter((mail) => !seen.has(mail.mailId))];
}

/** Asks the next page of `type`, unless one is on its way or the list has ended. */
export async function loadNextPage(type: MailType): Promise<void> {
  const token = getSession().token;
  const list = getMailLists()[type];
  if (!token || list.loading || list.ended) return;
  setList(type, { loading: true, failed: false });
  try {
    const answer = await callApi('/query-mail', { type, lastMailId: list.cursor });
    if (getSession().token !== token) return;
    const now = getMailLists()[type];
    setList(type, {
      items: merge(now.items, answer.items),
      cursor: answer.lastMailId,
      ended: answer.lastMailId === 0 || answer.items.length === 0,
      loading: false,
    });
  } catch (error) {
    if (getSession().token === token) setList(type, { loading: false, failed: true });
    throw error;
  }
}

/**
 * A new mail: the first page of `type` again, in front of what is shown. When
 * none of it was shown (more new mail than a page), the list starts over.
 */
export async function refreshFirstPage(type: MailType): Promise<void> {
  const token = getSession().token;
  const list = getMailLists()[type];
  if (!token) return;
  if (list.items.length === 0 && !list.ended) {
    await loadNextPage(type);
    return;
  }
  const answer = await callApi('/query-mail', { type, lastMailId: 0 });
  if (getSession().token !== token) return;
  const now = getMailLists()[type];
  const shown = new Set(now.items.map((mail) => mail.mailId));
  const overlaps = answer.items.some((mail) => shown.has(mail.mailId));
  if (overlaps) setList(type, { items: merge(answer.items, now.items) });
  else
    setList(type, {
      items: answer.items,
      cursor: answer.lastMailId,
      ended: answer.lastMailId === 0 || answer.items.length === 0,
      failed: false,
    });
}

function setStatus(mailId: number, status: 0 | 1): void {
  const lists = getMailLists();
  const change = (list: MailList): MailList => ({
    ...list,
    items: list.items.map((mail) => (mail.mailId === mailId ? { ...mail, status } : mail)),
  });
  store.set({ token: getSession().token, lists: { 1: change(lists[1]), 2: change(lists[2]) } });
}

/**
 * Opening a mail: an unread one is marked read and the counts drop at once;
 * /read-mail's answer then sets them. A refused call marks it unread again
 * and asks the counts anew. A mail already read asks nothing.
 */
export async function readMail(mail: Pick<MailItem, 'mailId' | 'type' | 'status'>): Promise<void> {
  const token = getSession().token;
  if (!token || mail.status !== 0) return;
  const current = [...getMailLists()[1].items, ...getMailLists()[2].items].find(
    (shown) => shown.mailId === mail.mailId,
  );
  if (current && current.status !== 0) return;
  setStatus(mail.mailId, 1);
  countOneRead(mail.type as MailType);
  try {
    const counts = await callApi('/read-mail', { mailId: mail.mailId });
    if (getSession().token === token) setUnreadMail(counts);
  } catch (error) {
    if (getSession().token === token) {
      setStatus(mail.mailId, 0);
      refreshUnreadMail().catch(() => undefined);
    }
    throw error;
  }
}

/** The newest `count` mails of both types that are loaded, newest first. */
export function latestMail(lists: MailLists, count: number): MailItem[] {
  return [...lists[1].items, ...lists[2].items]
    .sort((a, b) => b.createdAt - a.createdAt || b.mailId - a.mailId)
    .slice(0, count);
}

/**
 * While a mail view shows: a new mail (push 54) refreshes the first page of
 * each type it has loaded. Returns the function that stops listening.
 */
export function followNewMail(types: readonly MailType[]): () => void {
  return onMailArrived(() => {
    for (const type of types) refreshFirstPage(type).catch(() => undefined);
  });
}

/** Signed out, and between tests. */
export function forgetMailLists(): void {
  store.set({ token: null, lists: noLists });
}
