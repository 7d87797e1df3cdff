import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from './money-format';

describe('formatMoney', () => {
  it('divides minor units by 100 to 2 decimals, grouped for the language', () => {
    expect(formatAmount(123_456, 'en')).toBe('1,234.56');
    expect(formatAmount(123_456, 'de')).toBe('1.234,56');
    expect(formatAmount(5, 'en')).toBe('0.05');
    expect(formatAmount(0, 'en')).toBe('0.00');
  });

  it('puts the mark before the figure', () => {
    expect(formatMoney(1234, 'en', '₮')).toBe('₮12.34');
  });

  it('uses the digits of the language', () => {
    expect(formatAmount(1234, 'ar-EG')).toBe('١٢٫٣٤');
  });
});
