import { describe, expect, it } from 'vitest';
import { bankNameOf, maskAccountNumber } from './account-display';

describe('maskAccountNumber', () => {
  it('shows only the last four digits', () => {
    expect(maskAccountNumber('001234567890')).toBe('••••7890');
    expect(maskAccountNumber('123')).toBe('••••123');
  });
});

describe('bankNameOf', () => {
  it('names a code the way its own region’s list does', () => {
    expect(bankNameOf('HK', 'HSBC')).toBe('HSBC Hong Kong');
    expect(bankNameOf('JP', '23002')).toBe('Mizuho Bank');
  });

  it('falls back to another list, then to the code', () => {
    expect(bankNameOf(undefined, 'BDT_BKASH')).toBe('bKash');
    expect(bankNameOf('BD', 'NOPE')).toBe('NOPE');
  });
});
