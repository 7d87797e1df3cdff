import { describe, expect, it } from 'vitest';
import type { CurrencyList } from '@/lib/money/currency-list';
import { balanceRows } from './wallet-balances';

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

describe('balanceRows', () => {
  it('waits for the balance', () => {
    expect(balanceRows({ balance: null, currency: null, balances: [] }, list)).toBeNull();
  });

  it('lists the default currency first even when not held, then the held ones in catalogue order', () => {
    const rows = balanceRows(
      {
        balance: 0,
        currency: 'USDT',
        balances: [
          { currency: 'GC', amount: 500 },
          { currency: 'BDT', amount: 12_345 },
        ],
      },
      list,
    );
    expect(rows?.map((row) => [row.abbr, row.amount, row.special])).toEqual([
      ['USDT', 0, false],
      ['BDT', 12_345, false],
      ['GC', 500, true],
    ]);
    expect(rows?.[2]?.icon).toBe('icons/currencies/gc.svg');
  });
});
