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
import type { ValidationMessage } from '@/lib/validators/validation-message';
import { digits, maxLength, minLength, required, validate } from '@/lib/validators/validators';
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

/** A refused bind field's message: a validator's (lib/validators), or the bind form's own. */
export type BindMessage =
  | ValidationMessage
  | { readonly key: 'withdraw.accountNumberLength'; readonly min: number; readonly max: number }
  | { readonly key: 'withdraw.holderNameCharacters' };

export type FieldCheck =
  { readonly ok: true; readonly value: string } | { readonly ok: false; readonly problem: BindMessage };

export function checkAccountNumber(text: string, kind: AccountKind): FieldCheck {
  const value = asciiDigits(text).replace(/[\s-]/g, '');
  const refused = validate(value, required, digits);
  if (refused) return { ok: false, problem: refused };
  const { min, max } = accountNumberLength[kind];
  if (value.length < min || value.length > max) {
    return { ok: false, problem: { key: 'withdraw.accountNumberLength', min, max } };
  }
  return { ok: true, value };
}

export const holderNameLength = { min: 2, max: 64 } as const;

const holderNamePattern = /^[\p{L}\p{M} .'’-]+$/u;

export function checkHolderName(text: string): FieldCheck {
  const value = text.trim().replace(/\s+/g, ' ');
  const empty = validate(value, required);
  if (empty) return { ok: false, problem: empty };
  if (!holderNamePattern.test(value) || !/\p{L}/u.test(value)) {
    return { ok: false, problem: { key: 'withdraw.holderNameCharacters' } };
  }
  const refused = validate(value, minLength(holderNameLength.min), maxLength(holderNameLength.max));
  return refused ? { ok: false, problem: refused } : { ok: true, value };
}
