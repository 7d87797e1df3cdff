// A small /recharge/channel answer for the wallet's unit tests: three money
// currencies and a special one (GC), with limits on some of their methods
// only (USDT's erc20, BDT's bkash and every EUR method have none).
import type { CurrencyList } from '@/lib/money/currency-list';

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

export const smallCurrencyList: CurrencyList = {
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
