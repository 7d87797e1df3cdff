import { describe, expect, it } from 'vitest';
import { smallCurrencyList as list } from '@/features/wallet/testing/small-currency-list';
import { depositCurrencies, initialDepositCurrency } from './deposit-options';

describe('depositCurrencies', () => {
  it('offers only limited methods, currencies that have one, and no special currency', () => {
    expect(
      depositCurrencies(list).map(({ currency, methods }) => [currency.abbr, methods.map((m) => m.method)]),
    ).toEqual([
      ['USDT', ['trc20']],
      ['BDT', ['nagad']],
    ]);
    expect(depositCurrencies(list)[1]?.methods[0]).toEqual({ method: 'nagad', min: 20_000, max: 2_500_000 });
  });
});

describe('initialDepositCurrency', () => {
  const options = depositCurrencies(list);
  it('starts with the chosen currency when it takes deposits, else the default', () => {
    expect(initialDepositCurrency(options, 'BDT')).toBe('BDT');
    expect(initialDepositCurrency(options, 'EUR')).toBe('USDT');
    expect(initialDepositCurrency(options, 'GC')).toBe('USDT');
    expect(initialDepositCurrency([], 'USDT')).toBeUndefined();
  });
});
