import { afterEach, describe, expect, it, vi } from 'vitest';
import { sinkUrl, track, type TrackingTransport } from './tracking';

function transport(beacon: boolean | 'missing' | 'throws') {
  const sendBeacon = vi.fn((url: string, body: string) => {
    void url;
    void body;
    if (beacon === 'throws') throw new TypeError('refused');
    return beacon === true;
  });
  const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
  const chosen: TrackingTransport = beacon === 'missing' ? { fetch } : { sendBeacon, fetch };
  return { sendBeacon, fetch, chosen };
}

describe('track', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('queues the event with its details on window.dataLayer', () => {
    const { chosen } = transport(true);
    track('click_deposit', { userid: 42 }, chosen);
    track('click_login_btn', {}, chosen);
    expect(window.dataLayer).toEqual([{ event: 'click_deposit', userid: 42 }, { event: 'click_login_btn' }]);
  });

  it('keeps what a tag manager queued before', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    track('click_register_btn', {}, transport(true).chosen);
    expect(window.dataLayer).toHaveLength(2);
  });

  it('sends {event, userId} to the site.yaml sink once, by beacon', () => {
    const { sendBeacon, fetch, chosen } = transport(true);
    track('click_deposit', { userid: 7 }, chosen);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon).toHaveBeenCalledWith(sinkUrl(), JSON.stringify({ event: 'click_deposit', userId: 7 }));
    expect(sinkUrl()).toMatch(/^http:\/\/[^/]+\/api\/track$/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the beacon is refused, throws or is missing', () => {
    for (const beacon of [false, 'throws', 'missing'] as const) {
      const { fetch, chosen } = transport(beacon);
      track('click_login_btn', {}, chosen);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch).toHaveBeenCalledWith(sinkUrl(), {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ event: 'click_login_btn' }),
      });
    }
  });

  it('never throws when the fetch fails', async () => {
    const failing: TrackingTransport = { fetch: () => Promise.reject(new TypeError('offline')) };
    expect(() => track('click_register_btn', {}, failing)).not.toThrow();
    await Promise.resolve();
  });
});

describe('the buttons that track', () => {
  it('sends a Deposit tap with the signed-in player’s id, and a visitor’s without', async () => {
    const { trackDeposit } = await import('./tracking');
    const { resetSession, updateSession } = await import('./session-store');
    const { testUser } = await import('@/testing/test-user');
    const sent: string[] = [];
    const chosen: TrackingTransport = {
      sendBeacon: (_url, body) => sent.push(body) > 0,
      fetch: () => Promise.resolve(),
    };
    updateSession({ token: 't', user: testUser({ userId: 31 }) });
    trackDeposit(chosen);
    resetSession();
    trackDeposit(chosen);
    expect(sent).toEqual([
      JSON.stringify({ event: 'click_deposit', userId: 31 }),
      JSON.stringify({ event: 'click_deposit' }),
    ]);
  });

  it('the browser’s default transport uses sendBeacon when there is one', () => {
    const beacon = vi.spyOn(navigator, 'sendBeacon');
    track('click_register_btn');
    expect(beacon).toHaveBeenCalledWith(sinkUrl(), JSON.stringify({ event: 'click_register_btn' }));
  });
});
