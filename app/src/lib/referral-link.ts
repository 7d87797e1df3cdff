// Referral links as they arrive: a player's link is ?ref=<CODE> (made by
// features/refer/referral-link-url.ts), an operator's channel link
// ?channel=<digits>. The hash router leaves the query alone, so the value
// stays in the address while the visitor browses; the register form reads it
// when it opens (its chunk, not home's start-up code) and keeps it
// (localStorage) until a registration sends it, so it also survives a later
// visit without the link. It then leaves the address bar, so an address the
// player copies afterwards does not carry someone else's code. The form's
// referral field starts with it (lib/channel says how it is sent).
import { readPreference, removePreference, writePreference } from './stored-preference';

const storageKey = 'lobbykit.referral';

/** The link that brings a new player in with `code`, to this site's home. */
export function referralLink(
  code: string,
  at: Pick<Location, 'origin' | 'pathname'> = window.location,
): string {
  return `${at.origin}${at.pathname}?ref=${encodeURIComponent(code)}#/`;
}

/** The value a referral address names: a non-empty ref, else an all-digit channel. */
export function referralInAddress(search: string): string | null {
  const params = new URLSearchParams(search);
  const ref = params.get('ref')?.trim();
  if (ref) return ref;
  const channel = params.get('channel')?.trim();
  return channel && /^[0-9]+$/.test(channel) ? channel : null;
}

/** Keeps the address's referral (a new link replaces an older one) and takes it out of the address bar. */
export function captureReferral(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('ref') && !url.searchParams.has('channel')) return;
  const value = referralInAddress(url.search);
  if (value !== null) writePreference(storageKey, value);
  url.searchParams.delete('ref');
  url.searchParams.delete('channel');
  window.history.replaceState(window.history.state, '', url.href);
}

/** The referral kept from a link, or '' when there is none. */
export function storedReferral(): string {
  return readPreference(storageKey) ?? '';
}

/** A registration sent it: it is used. */
export function forgetReferral(): void {
  removePreference(storageKey);
}
