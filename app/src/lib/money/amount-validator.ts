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

export function validateAmount(text: string, limits: AmountLimits = {}): AmountCheck {
  const trimmed = text.trim();
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
