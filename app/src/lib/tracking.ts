// The tracking events of SPEC §7 (click_deposit with the user id,
// click_login_btn, click_register_btn), through this one module: each goes
// onto window.dataLayer, the queue operators' tag managers read, and to the
// site's sink (content/site.yaml tracking.sink; the sandbox records it) as
// JSON {event, userId?} with navigator.sendBeacon, which outlives a page
// change, or fetch with keepalive where there is no beacon. Tracking never
// holds up or breaks what the player tapped. Which taps: every button that
// opens the sign-in or register dialog (lib/auth-dialog's
// openAuthDialogByButton), and every Deposit button (trackDeposit).
import { site } from '@content/site';
import { getSession } from './session-store';

export type TrackingEvent = 'click_deposit' | 'click_login_btn' | 'click_register_btn';

/** What window.dataLayer receives (SPEC §7 spells the user id `userid`). */
export interface TrackedEvent {
  readonly event: TrackingEvent;
  readonly userid?: number;
}

/** What the sink receives (the contract's /track body). */
export interface SinkEvent {
  readonly event: TrackingEvent;
  readonly userId?: number;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface TrackingTransport {
  readonly sendBeacon?: (url: string, body: string) => boolean;
  readonly fetch: (url: string, init: RequestInit) => Promise<unknown>;
}

const browserTransport = (): TrackingTransport => ({
  ...(typeof navigator.sendBeacon === 'function' && {
    sendBeacon: (url, body) => navigator.sendBeacon(url, body),
  }),
  fetch: (url, init) => fetch(url, init),
});

/** The sink's address: site.yaml's path, on the site's host. */
export function sinkUrl(sink: string = site.tracking.sink): string {
  return new URL(sink, document.baseURI).href;
}

/** Records one event: dataLayer, then the sink (the beacon, else a keepalive fetch). */
export function track(
  event: TrackingEvent,
  details: { readonly userid?: number } = {},
  transport: TrackingTransport = browserTransport(),
): void {
  const entry: TrackedEvent = { event, ...details };
  (window.dataLayer ??= []).push(entry);
  const body: SinkEvent = details.userid === undefined ? { event } : { event, userId: details.userid };
  const json = JSON.stringify(body);
  const url = sinkUrl();
  try {
    if (transport.sendBeacon?.(url, json)) return;
  } catch {
    // A refused beacon (too large, blocked): the fetch below tries once.
  }
  transport
    .fetch(url, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: json,
    })
    .catch(() => undefined);
}

/** A Deposit button's tap: click_deposit with the signed-in player's id (none for a visitor). */
export function trackDeposit(transport?: TrackingTransport): void {
  const userId = getSession().user?.userId;
  track('click_deposit', userId === undefined ? {} : { userid: userId }, transport);
}
