import { describe, expect, it } from 'vitest';
import { smallCurrencyList as list } from '@/features/wallet/testing/small-currency-list';
import { balanceRows } from './wallet-balances';

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
