import { describe, expect, it } from 'vitest';
import { convertedAmount, valueInDefault } from './conversion';

describe('convertedAmount', () => {
  it('is the balance divided by the rate, in whole minor units', () => {
    expect(convertedAmount(10_000, 1)).toBe(10_000);
    // 100.00 USDT at 0.0082 USDT per taka is 12,195.12 taka.
    expect(convertedAmount(10_000, 0.0082)).toBe(1_219_512);
    expect(convertedAmount(10_000, 1.16)).toBe(8621);
  });

  it('shows nothing for a rate that is not positive', () => {
    expect(convertedAmount(10_000, 0)).toBe(0);
    expect(convertedAmount(10_000, Number.NaN)).toBe(0);
  });
});

describe('valueInDefault', () => {
  const rates: Record<string, number> = { USDT: 1, BDT: 0.0082 };
  const rateOf = (currency: string) => rates[currency];

  it('adds what every held currency is worth in the default one', () => {
    expect(
      valueInDefault(
        [
          { currency: 'USDT', amount: 1000 },
          { currency: 'BDT', amount: 100_000 },
        ],
        rateOf,
      ),
    ).toBe(1000 + 820);
  });

  it('comes back to the same figure when converted into a held currency', () => {
    const value = valueInDefault([{ currency: 'BDT', amount: 100_000 }], rateOf);
    expect(convertedAmount(value, 0.0082)).toBe(100_000);
  });

  it('counts nothing for a currency without a rate', () => {
    expect(valueInDefault([{ currency: 'XXX', amount: 5 }], rateOf)).toBe(0);
  });
});
