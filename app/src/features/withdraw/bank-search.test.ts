import { describe, expect, it } from 'vitest';
import { bankLists } from '@content/banks';
import { searchBanks } from './bank-search';

const japan = bankLists.japan.banks;

describe('searchBanks', () => {
  it('finds a bank by part of its name, whatever the case', () => {
    expect(searchBanks(japan, 'mizuho').map((bank) => bank.bankName)).toContain('Mizuho Bank');
    expect(searchBanks(japan, 'MIZUHO')).toEqual(searchBanks(japan, 'mizuho'));
  });

  it('finds a bank by its code', () => {
    expect(searchBanks(japan, '23002').map((bank) => bank.bankCode)).toEqual(['23002']);
    expect(searchBanks(bankLists.bangladesh.banks, 'bdt_bkash').map((bank) => bank.bankName)).toEqual([
      'bKash',
    ]);
  });

  it('ignores accents, so a Vietnamese name is found typed without them', () => {
    const banks = [{ bankCode: 'VCB', bankName: 'Ngân hàng Ngoại thương' }];
    expect(searchBanks(banks, 'ngan hang ngoai')).toEqual(banks);
  });

  it('keeps the list (and its order) for a blank query and finds nothing for a stranger', () => {
    expect(searchBanks(japan, '  ')).toBe(japan);
    expect(searchBanks(japan, 'zzzz')).toEqual([]);
    const found = searchBanks(japan, 'shinkin');
    expect(found.length).toBeGreaterThan(1);
    expect(found.map((bank) => bank.bankCode)).toEqual([...found.map((bank) => bank.bankCode)].sort());
  });

  it('searches code-only entries by their code', () => {
    expect(searchBanks([{ bankCode: 'JAZZCASH' }, { bankCode: 'EASYPAISA' }], 'jazz')).toEqual([
      { bankCode: 'JAZZCASH' },
    ]);
  });
});
