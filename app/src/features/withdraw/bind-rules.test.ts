import { describe, expect, it } from 'vitest';
import { bankLists } from '@content/banks';
import { accountKindOf, checkAccountNumber, checkHolderName } from './bind-rules';

describe('accountKindOf', () => {
  it('asks a wallet for a mobile number and a bank for an account number', () => {
    expect(bankLists.bangladesh.banks.map(accountKindOf)).toEqual(['mobile', 'mobile', 'mobile', 'mobile']);
    const ghana = Object.fromEntries(
      bankLists.ghana.banks.map((bank) => [bank.bankCode, accountKindOf(bank)]),
    );
    expect(ghana.MTN_MOMO).toBe('mobile');
    expect(ghana.GCB).toBe('bank');
    expect(accountKindOf({ bankType: 'CITY' })).toBe('bank');
    expect(accountKindOf({})).toBe('bank');
    expect(accountKindOf(undefined)).toBe('bank');
  });
});

describe('checkAccountNumber', () => {
  const bankLength = { key: 'withdraw.accountNumberLength', min: 6, max: 34 };
  const mobileLength = { key: 'withdraw.accountNumberLength', min: 8, max: 15 };

  it('takes 6 to 34 digits for a bank account', () => {
    expect(checkAccountNumber('123456', 'bank')).toEqual({ ok: true, value: '123456' });
    expect(checkAccountNumber('1'.repeat(34), 'bank').ok).toBe(true);
    expect(checkAccountNumber('12345', 'bank')).toEqual({ ok: false, problem: bankLength });
    expect(checkAccountNumber('1'.repeat(35), 'bank')).toEqual({ ok: false, problem: bankLength });
  });

  it('takes 8 to 15 digits for a mobile number', () => {
    expect(checkAccountNumber('01712345678', 'mobile')).toEqual({ ok: true, value: '01712345678' });
    expect(checkAccountNumber('1234567', 'mobile')).toEqual({ ok: false, problem: mobileLength });
    expect(checkAccountNumber('1'.repeat(16), 'mobile')).toEqual({ ok: false, problem: mobileLength });
  });

  it('reads the digits of the player’s script as 0-9', () => {
    expect(checkAccountNumber('০১৭১২৩৪৫৬৭৮', 'mobile')).toEqual({ ok: true, value: '01712345678' });
    expect(checkAccountNumber('٠٣٠٠١٢٣٤٥٦٧', 'mobile')).toEqual({ ok: true, value: '03001234567' });
    expect(checkAccountNumber('１２３４５６', 'bank')).toEqual({ ok: true, value: '123456' });
  });

  it('drops the spaces and hyphens that group digits, and refuses anything else', () => {
    expect(checkAccountNumber('0171-234 5678', 'mobile')).toEqual({ ok: true, value: '01712345678' });
    expect(checkAccountNumber('12345a78', 'bank')).toEqual({
      ok: false,
      problem: { key: 'validation.digits' },
    });
    expect(checkAccountNumber('+8801712345678', 'mobile')).toEqual({
      ok: false,
      problem: { key: 'validation.digits' },
    });
    expect(checkAccountNumber('12.3456', 'bank')).toEqual({
      ok: false,
      problem: { key: 'validation.digits' },
    });
    expect(checkAccountNumber(' - ', 'bank')).toEqual({ ok: false, problem: { key: 'validation.required' } });
  });
});

describe('checkHolderName', () => {
  it('takes names of any script with spaces, dots, apostrophes and hyphens, trimmed', () => {
    expect(checkHolderName('  Mary-Jane O’Neil Jr.  ')).toEqual({ ok: true, value: 'Mary-Jane O’Neil Jr.' });
    expect(checkHolderName("D'Souza").ok).toBe(true);
    expect(checkHolderName('山田 太郎').ok).toBe(true);
    expect(checkHolderName('สมชาย ใจดี').ok).toBe(true);
    expect(checkHolderName('মোহাম্মদ করিম').ok).toBe(true);
    expect(checkHolderName('Nguyễn Văn An').ok).toBe(true);
  });

  it('refuses digits, other signs and names without a letter', () => {
    expect(checkHolderName('John 2')).toEqual({
      ok: false,
      problem: { key: 'withdraw.holderNameCharacters' },
    });
    expect(checkHolderName('john@example')).toEqual({
      ok: false,
      problem: { key: 'withdraw.holderNameCharacters' },
    });
    expect(checkHolderName('.-')).toEqual({ ok: false, problem: { key: 'withdraw.holderNameCharacters' } });
  });

  it('needs 2 to 64 characters', () => {
    expect(checkHolderName('   ')).toEqual({ ok: false, problem: { key: 'validation.required' } });
    expect(checkHolderName('A')).toEqual({ ok: false, problem: { key: 'validation.minLength', min: 2 } });
    expect(checkHolderName('Al').ok).toBe(true);
    expect(checkHolderName('a'.repeat(64)).ok).toBe(true);
    expect(checkHolderName('a'.repeat(65))).toEqual({
      ok: false,
      problem: { key: 'validation.maxLength', max: 64 },
    });
  });
});
