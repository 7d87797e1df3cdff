// The generic validators of SPEC §5, as pure functions on what a player
// typed: email, mobile (with its area code, SPEC §9: 86 by default), url,
// date, number, digits, amount (at most 2 decimals) and an n-digit code (6 by
// default). Each answers the one message a refused value gets, or undefined
// when it passes; an empty value passes every rule but `required`, so a rule
// can check an optional field. Every form of the app builds on these.
import { site } from '@content/site';
import { validateAmount } from '@/lib/money/amount-validator';
import type { ValidationMessage } from './validation-message';

export type Rule = (value: string) => ValidationMessage | undefined;

/** SPEC §9: the area code a mobile number gets unless the player picks another. */
export const defaultAreaCode = '86';

const emailPattern = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/u;
const maxEmailLength = 254;

export function isEmail(value: string): boolean {
  return value.length <= maxEmailLength && emailPattern.test(value);
}

/**
 * A mobile number without its area code: digits only, 5 to 15 of them, the
 * two together no longer than E.164's 15 digits; a Chinese (86) mobile is 11
 * digits starting 13-19.
 */
export function isMobile(number: string, areaCode: string = defaultAreaCode): boolean {
  if (!/^\d{1,4}$/.test(areaCode) || !/^\d{5,15}$/.test(number)) return false;
  if (areaCode.length + number.length > 15) return false;
  return areaCode === '86' ? /^1[3-9]\d{9}$/.test(number) : true;
}

/** An absolute http(s) address. */
export function isUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** A calendar date written YYYY-MM-DD (February 30 is not one). */
export function isDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A decimal number, optionally negative: 12, -3, 0.5. */
export function isNumber(value: string): boolean {
  return /^-?\d+(\.\d+)?$/.test(value);
}

export function isDigits(value: string): boolean {
  return /^\d+$/.test(value);
}

/** A positive amount with at most 2 decimals (the money forms' own rule, lib/money/amount-validator). */
export function isAmount(value: string): boolean {
  return validateAmount(value).ok;
}

/** A verification code of exactly `digits` digits. */
export function isCode(value: string, digits = 6): boolean {
  return new RegExp(`^\\d{${digits}}$`).test(value);
}

/** The shortest and longest login password the server takes (/user/register, /password/reset). */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;

/** Each part of the login-password rule, met or not: what a checklist shows as the player types. */
export function passwordChecks(value: string): { length: boolean; letter: boolean; digit: boolean } {
  return { length: value.length >= passwordMinLength, letter: /\p{L}/u.test(value), digit: /\d/.test(value) };
}

/** A login password: 8 or more characters with at least one letter and one digit. */
export function isStrongPassword(value: string): boolean {
  const checks = passwordChecks(value);
  return checks.length && checks.letter && checks.digit;
}

// The rules: each one message, an empty value left to `required`.

const unlessEmpty =
  (test: (value: string) => boolean, message: ValidationMessage): Rule =>
  (value) =>
    value === '' || test(value) ? undefined : message;

export const required: Rule = (value) => (value.trim() === '' ? { key: 'validation.required' } : undefined);
export const email = unlessEmpty(isEmail, { key: 'validation.email' });
export const url = unlessEmpty(isUrl, { key: 'validation.url' });
export const date = unlessEmpty(isDate, { key: 'validation.date' });
export const number = unlessEmpty(isNumber, { key: 'validation.number' });
export const digits = unlessEmpty(isDigits, { key: 'validation.digits' });
export const strongPassword = unlessEmpty(isStrongPassword, { key: 'validation.passwordWeak' });

export function mobile(areaCode: string = defaultAreaCode): Rule {
  return unlessEmpty((value) => isMobile(value, areaCode), { key: 'validation.mobile' });
}

export function code(length = 6): Rule {
  return unlessEmpty((value) => isCode(value, length), { key: 'validation.code', digits: length });
}

export function maxLength(max: number = site.input.maxLength): Rule {
  return (value) => ([...value].length > max ? { key: 'validation.maxLength', max } : undefined);
}

export function minLength(min: number): Rule {
  return (value) =>
    value !== '' && [...value].length < min ? { key: 'validation.minLength', min } : undefined;
}

export function matches(other: string): Rule {
  return (value) => (value !== '' && value !== other ? { key: 'validation.passwordsMismatch' } : undefined);
}

/** The amount rule: the money forms' refusals as messages. */
export const amount: Rule = (value) => {
  if (value.trim() === '') return undefined;
  const check = validateAmount(value);
  if (check.ok) return undefined;
  switch (check.problem) {
    case 'tooManyDecimals':
      return { key: 'validation.amountDecimals' };
    case 'notPositive':
      return { key: 'validation.amountPositive' };
    default:
      return { key: 'validation.number' };
  }
};

/** The first message of the rules, in order, for one field. */
export function validate(value: string, ...rules: readonly Rule[]): ValidationMessage | undefined {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return undefined;
}

/** A form's refused fields, each with its message (a validator's, or a form's own kind of message). */
export type FormErrors<Field extends string, Message = ValidationMessage> = Partial<Record<Field, Message>>;

/** A form's errors with its passing fields left out: an empty object sends. */
export function formErrors<Field extends string, Message = ValidationMessage>(
  checks: Record<Field, Message | undefined>,
): FormErrors<Field, Message> {
  return Object.fromEntries(
    Object.entries(checks).filter(([, message]) => message !== undefined),
  ) as FormErrors<Field, Message>;
}

export function hasErrors(errors: FormErrors<string, unknown>): boolean {
  return Object.keys(errors).length > 0;
}
