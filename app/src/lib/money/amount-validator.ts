// The amount rule of every money form (SPEC §5: positive, at most 2
// decimals), with the limits of the call it is for: the text a player typed
// becomes minor units, or the one reason it cannot be sent.
import { site } from '@content/site';

export type AmountProblem =
  'required' | 'notANumber' | 'notPositive' | 'tooManyDecimals' | 'belowMinimum' | 'aboveMaximum';

export type AmountCheck =
  | { readonly ok: true; readonly minorUnits: number }
  | { readonly ok: false; readonly problem: AmountProblem };

export interface AmountLimits {
  /** Inclusive, minor units. */
  readonly min?: number;
  /** Inclusive, minor units. */
  readonly max?: number;
}

// Digits with an optional fraction; a comma counts as the decimal separator
// (de, fr, ru... players type one). No signs, exponents or grouping.
const amountPattern = /^(\d+)(?:[.,](\d*))?$/;

// The zero of each digit set our languages' players may type (Arabic-Indic,
// Extended Arabic-Indic for Urdu, Devanagari, Bengali, Thai, and the full-width
// digits of Chinese and Japanese input methods): read as 0-9.
const digitZeros = [0x660, 0x6f0, 0x966, 0x9e6, 0xe50, 0xff10];
const arabicDecimalSeparator = 0x66b;
const hex = (code: number) => `\\u${code.toString(16).padStart(4, '0')}`;
// Every digit of those sets, and the separator: built from the table, so the two cannot drift.
const otherDigits = new RegExp(
  `[${digitZeros.map((zero) => `${hex(zero)}-${hex(zero + 9)}`).join('')}${hex(arabicDecimalSeparator)}]`,
  'g',
);

/** The text with every digit as 0-9 and the Arabic decimal separator as a point. */
export function asciiDigits(text: string): string {
  return text.replace(otherDigits, (c) => {
    const code = c.charCodeAt(0);
    if (code === arabicDecimalSeparator) return '.';
    const zero = digitZeros.find((start) => code >= start && code <= start + 9) ?? code;
    return String(code - zero);
  });
}

export function validateAmount(text: string, limits: AmountLimits = {}): AmountCheck {
  const trimmed = asciiDigits(text).trim();
  if (trimmed === '') return { ok: false, problem: 'required' };
  const match = amountPattern.exec(trimmed);
  if (!match) return { ok: false, problem: trimmed.startsWith('-') ? 'notPositive' : 'notANumber' };
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > site.balance.decimals) return { ok: false, problem: 'tooManyDecimals' };
  // Whole and fraction are joined as digits, so 12.34 is exactly 1234 (no binary fractions).
  const minorUnits = Number(whole + fraction.padEnd(site.balance.decimals, '0'));
  if (!Number.isSafeInteger(minorUnits)) return { ok: false, problem: 'aboveMaximum' };
  if (minorUnits <= 0) return { ok: false, problem: 'notPositive' };
  if (limits.min !== undefined && minorUnits < limits.min) return { ok: false, problem: 'belowMinimum' };
  if (limits.max !== undefined && minorUnits > limits.max) return { ok: false, problem: 'aboveMaximum' };
  return { ok: true, minorUnits };
}
