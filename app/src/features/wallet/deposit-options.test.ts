import { describe, expect, it } from 'vitest';
import type { CurrencyList } from '@/lib/money/currency-list';
import { depositCurrencies, initialDepositCurrency } from './deposit-options';

const currency = (abbr: string, type: number, methods: string[]) => ({
  id: abbr.length,
  abbr,
  mark: abbr[0] ?? '',
  name: abbr,
  type,
  digits: 2,
  methods,
  currency_icon: `icons/currencies/${abbr.toLowerCase()}.svg`,
  currency_rate: 1,
});

const list: CurrencyList = {
  currencies: [
    currency('USDT', 1, ['trc20', 'erc20']),
    currency('BDT', 1, ['bkash', 'nagad']),
    currency('EUR', 1, ['sepa']),
    currency('GC', 999, ['coin-store']),
  ],
  methodLimits: [
    { currency: 'USDT', method: 'trc20', min: 1_000, max: 10_000_000 },
    { currency: 'BDT', method: 'nagad', min: 20_000, max: 2_500_000 },
    { currency: 'GC', method: 'coin-store', min: 1, max: 100 },
  ],
};

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
