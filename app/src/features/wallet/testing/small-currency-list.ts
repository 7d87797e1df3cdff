// A small /recharge/channel answer for the wallet's tests: three money
// currencies and a special one (GC), with limits on some of their methods
// only (USDT's erc20, BDT's bkash and every EUR method have none).
import type { CurrencyList, CurrencyOption } from '@/lib/money/currency-list';

/** One currency as /recharge/channel lists it; its mark is its code's first letter unless given. */
export const testCurrency = (
  abbr: string,
  type: number,
  methods: string[],
  { id = abbr.length, mark = abbr[0] ?? '' }: { id?: number; mark?: string } = {},
): CurrencyOption => ({
  id,
  abbr,
  mark,
  name: abbr,
  type,
  digits: 2,
  methods,
  currency_icon: `icons/currencies/${abbr.toLowerCase()}.svg`,
  currency_rate: 1,
});

export const smallCurrencyList: CurrencyList = {
  currencies: [
    testCurrency('USDT', 1, ['trc20', 'erc20']),
    testCurrency('BDT', 1, ['bkash', 'nagad']),
    testCurrency('EUR', 1, ['sepa']),
    testCurrency('GC', 999, ['coin-store']),
  ],
  methodLimits: [
    { currency: 'USDT', method: 'trc20', min: 1_000, max: 10_000_000 },
    { currency: 'BDT', method: 'nagad', min: 20_000, max: 2_500_000 },
    { currency: 'GC', method: 'coin-store', min: 1, max: 100 },
  ],
};
