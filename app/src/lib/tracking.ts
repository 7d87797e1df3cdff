// The tracking events of SPEC §7 (click_deposit with the user id,
// click_login_btn, click_register_btn). Each goes onto window.dataLayer, the
// queue operators' tag managers read, so an operator wires its analytics
// without a change here; nothing is sent anywhere by the app itself.

export type TrackingEvent = 'click_deposit' | 'click_login_btn' | 'click_register_btn';

export interface TrackedEvent {
  readonly event: TrackingEvent;
  readonly userid?: number | string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function track(event: TrackingEvent, details: Omit<TrackedEvent, 'event'> = {}): void {
  const entry: TrackedEvent = { event, ...details };
  (window.dataLayer ??= []).push(entry);
}
