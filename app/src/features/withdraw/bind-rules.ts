// The bind form's field rules, the same as /withdraw/bind's (openapi.yaml) or
// stricter, so a form that passes them is not refused.
//
// Account number, decided per bank rather than per region: a wallet
// (bankType EWALLET or MOBILE_MONEY: every Bangladesh entry, Ghana's mobile
// money, Pakistan's JazzCash and Easypaisa, the wallets of Hong Kong,
// Malaysia, Vietnam and China) is paid to the wallet's mobile number, 8 to 15
// digits (E.164 allows at most 15; national numbers of these regions have 9
// to 11). Any other bank takes an account number of 6 to 34 digits (the
// sandbox's range; 34 is the longest account number of any scheme). Spaces
// and hyphens a player types to group the digits are dropped before checking,
// and the digits of the player's script (Bengali, Arabic-Indic, Thai,
// full-width...) are read as 0-9, as the amount validator reads them.
//
// Holder name: 2 to 64 characters after trimming, letters of any script
// (with their combining marks), spaces, dots, apostrophes (' or ’) and
// hyphens, with at least one letter.
import { asciiDigits } from '@/lib/money/amount-validator';
import type { Bank } from './api/withdraw-binding';

export type AccountKind = 'bank' | 'mobile';

const walletTypes: readonly string[] = ['EWALLET', 'MOBILE_MONEY'];

export function accountKindOf(bank: Pick<Bank, 'bankType'> | undefined): AccountKind {
  return bank?.bankType !== undefined && walletTypes.includes(bank.bankType) ? 'mobile' : 'bank';
}

export const accountNumberLength: Readonly<Record<AccountKind, { min: number; max: number }>> = {
  bank: { min: 6, max: 34 },
  mobile: { min: 8, max: 15 },
};

export type FieldCheck<Problem> =
  { readonly ok: true; readonly value: string } | { readonly ok: false; readonly problem: Problem };

export type AccountNumberProblem = 'required' | 'digits' | 'length';

export function checkAccountNumber(text: string, kind: AccountKind): FieldCheck<AccountNumberProblem> {
  const value = asciiDigits(text).replace(/[\s-]/g, '');
  if (value === '') return { ok: false, problem: 'required' };
  if (!/^[0-9]+$/.test(value)) return { ok: false, problem: 'digits' };
  const { min, max } = accountNumberLength[kind];
  if (value.length < min || value.length > max) return { ok: false, problem: 'length' };
  return { ok: true, value };
}

export const holderNameLength = { min: 2, max: 64 } as const;

export type HolderNameProblem = 'required' | 'characters' | 'tooShort' | 'tooLong';

const holderNamePattern = /^[\p{L}\p{M} .'’-]+$/u;

export function checkHolderName(text: string): FieldCheck<HolderNameProblem> {
  const value = text.trim().replace(/\s+/g, ' ');
  if (value === '') return { ok: false, problem: 'required' };
  if (!holderNamePattern.test(value) || !/\p{L}/u.test(value)) return { ok: false, problem: 'characters' };
  const length = [...value].length;
  if (length < holderNameLength.min) return { ok: false, problem: 'tooShort' };
  if (length > holderNameLength.max) return { ok: false, problem: 'tooLong' };
  return { ok: true, value };
}
