import { afterEach, describe, expect, it } from 'vitest';
import { track } from './tracking';

describe('track', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('queues the event with its details on window.dataLayer', () => {
    track('click_deposit', { userid: 42 });
    track('click_login_btn');
    expect(window.dataLayer).toEqual([{ event: 'click_deposit', userid: 42 }, { event: 'click_login_btn' }]);
  });

  it('keeps what a tag manager queued before', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    track('click_register_btn');
    expect(window.dataLayer).toHaveLength(2);
  });
});
