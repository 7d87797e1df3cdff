import { describe, expect, it } from 'vitest';
import { withdrawableAmount, withdrawableBalances, withdrawalCurrency } from './withdrawal-currency';

describe('withdrawableBalances', () => {
  it('lists the money held above 0, the default currency first, without points or coins', () => {
    const held = withdrawableBalances({
      balance: 5000,
      currency: 'USDT',
      balances: [
        { currency: 'BDT', amount: 120000 },
        { currency: 'JPY', amount: 0 },
        { currency: 'GC', amount: 900 },
        { currency: 'USDT', amount: 5000 },
      ],
    });
    expect(held).toEqual([
      { currency: 'USDT', amount: 5000 },
      { currency: 'BDT', amount: 120000 },
    ]);
  });

  it('falls back to the default balance before every currency has loaded', () => {
    expect(withdrawableBalances({ balance: 700, currency: 'USDT', balances: [] })).toEqual([
      { currency: 'USDT', amount: 700 },
    ]);
    expect(withdrawableBalances({ balance: null, currency: null, balances: [] })).toEqual([]);
  });
});

describe('withdrawalCurrency', () => {
  const held = [
    { currency: 'USDT', amount: 5000 },
    { currency: 'BDT', amount: 120000 },
  ];

  it('is the region’s currency when the player holds some', () => {
    expect(withdrawalCurrency('BDT', held, 'USDT')).toBe('BDT');
    expect(withdrawableAmount(held, 'BDT')).toBe(120000);
  });

  it('is the default currency otherwise', () => {
    expect(withdrawalCurrency('JPY', held, 'USDT')).toBe('USDT');
    expect(withdrawalCurrency(undefined, held, 'USDT')).toBe('USDT');
    expect(withdrawableAmount(held, 'JPY')).toBe(0);
  });
});
