import { describe, expect, it } from 'vitest';
import { referralInAddress } from '@/lib/referral-link';
import { referralLinkUrl } from './referral-link-url';

describe('referralLinkUrl', () => {
  it('is the site’s home with the code in the query, before the hash route', () => {
    expect(referralLinkUrl('DEMO0001', { origin: 'https://play.example', pathname: '/' })).toBe(
      'https://play.example/?ref=DEMO0001#/',
    );
    expect(referralLinkUrl('DEMO0001', { origin: 'https://example.org', pathname: '/casino/' })).toBe(
      'https://example.org/casino/?ref=DEMO0001#/',
    );
  });

  it('is read back as the same code by the register form', () => {
    const link = new URL(referralLinkUrl('AB12CD34', { origin: 'https://play.example', pathname: '/' }));
    expect(referralInAddress(link.search)).toBe('AB12CD34');
  });
});
