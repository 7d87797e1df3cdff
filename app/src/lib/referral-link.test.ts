import { afterEach, describe, expect, it } from 'vitest';
import { captureReferral, forgetReferral, referralInAddress, storedReferral } from './referral-link';

describe('referralInAddress', () => {
  it.each([
    ['?ref=DEMO0001', 'DEMO0001'],
    ['?ref=%20DEMO0001%20', 'DEMO0001'],
    ['?channel=42', '42'],
    ['?ref=DEMO0001&channel=42', 'DEMO0001'],
    ['?ref=&channel=42', '42'],
    ['?channel=abc', null],
    ['?channel=', null],
    ['?ref=', null],
    ['', null],
    ['?utm_source=x', null],
  ])('reads %j as %j', (search, expected) => {
    expect(referralInAddress(search)).toBe(expected);
  });
});

describe('captureReferral', () => {
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('keeps the link’s code and takes ref out of the address, the rest of it left as it was', () => {
    window.history.replaceState({ idx: 3 }, '', '/lobby/?ref=DEMO0001&lang=ar#/pages/Bonus/Bonus');
    captureReferral();
    expect(storedReferral()).toBe('DEMO0001');
    expect(window.location.pathname).toBe('/lobby/');
    expect(window.location.search).toBe('?lang=ar');
    expect(window.location.hash).toBe('#/pages/Bonus/Bonus');
    // The router's own state stays.
    expect(window.history.state).toEqual({ idx: 3 });
  });

  it('keeps a numeric channel and takes it out of the address', () => {
    window.history.replaceState(null, '', '/?channel=77#/');
    captureReferral();
    expect(storedReferral()).toBe('77');
    expect(window.location.search).toBe('');
  });

  it('lets a newer link replace an older one, and keeps it across visits without a link', () => {
    window.history.replaceState(null, '', '/?ref=OLDCODE1#/');
    captureReferral();
    window.history.replaceState(null, '', '/?ref=NEWCODE2#/');
    captureReferral();
    window.history.replaceState(null, '', '/#/');
    captureReferral();
    expect(storedReferral()).toBe('NEWCODE2');
  });

  it('drops an empty or non-numeric channel from the address without keeping anything', () => {
    window.history.replaceState(null, '', '/?channel=abc&ref=#/');
    captureReferral();
    expect(storedReferral()).toBe('');
    expect(window.location.search).toBe('');
  });

  it('forgets the code once a registration used it', () => {
    window.history.replaceState(null, '', '/?ref=DEMO0001#/');
    captureReferral();
    forgetReferral();
    expect(storedReferral()).toBe('');
  });
});
