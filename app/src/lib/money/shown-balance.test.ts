import { describe, expect, it } from 'vitest';
import { emptySession } from '@/lib/session-store';
import type { CurrencyList, CurrencyOption } from './currency-list';
import { shownBalance } from './shown-balance';

const currency = (abbr: string, rate: number, type = 1): CurrencyOption => ({
  id: 1,
  abbr,
  mark: abbr[0] ?? '',
  name: abbr,
  type,
  digits: 2,
  methods: [],
  currency_icon: `icons/${abbr}.svg`,
  currency_rate: rate,
});

const list: CurrencyList = {
  currencies: [currency('USDT', 1), currency('BDT', 0.0082), currency('GC', 0.01, 999)],
  methodLimits: [],
};

const session = { ...emptySession, token: 't', balance: 10_000, currency: 'USDT' };

describe('shownBalance', () => {
  it('converts the balance into the chosen currency', () => {
    expect(shownBalance(session, list, 'BDT')).toMatchObject({
      currency: { abbr: 'BDT' },
      minorUnits: 1_219_512,
    });
  });

  it('counts every held currency', () => {
    const holding = {
      ...session,
      balances: [
        { currency: 'USDT', amount: 10_000 },
        { currency: 'BDT', amount: 100_000 },
      ],
    };
    expect(shownBalance(holding, list, 'USDT')?.minorUnits).toBe(10_820);
  });

  it('falls back to the default for a special or unknown choice', () => {
    expect(shownBalance(session, list, 'GC')?.currency.abbr).toBe('USDT');
    expect(shownBalance(session, list, 'XYZ')?.currency.abbr).toBe('USDT');
  });

  it('is nothing until the balance is known', () => {
    expect(shownBalance({ ...session, balance: null }, list, 'USDT')).toBeNull();
  });
});
