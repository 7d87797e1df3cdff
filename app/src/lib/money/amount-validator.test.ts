import { describe, expect, it } from 'vitest';
import { validateAmount } from './amount-validator';

describe('validateAmount', () => {
  it('turns a typed amount into exact minor units', () => {
    expect(validateAmount('12.34')).toEqual({ ok: true, minorUnits: 1234 });
    expect(validateAmount(' 12 ')).toEqual({ ok: true, minorUnits: 1200 });
    expect(validateAmount('12.3')).toEqual({ ok: true, minorUnits: 1230 });
    expect(validateAmount('0.29')).toEqual({ ok: true, minorUnits: 29 });
    expect(validateAmount('12,34')).toEqual({ ok: true, minorUnits: 1234 });
  });

  it('reads the digits players of every shipped language type', () => {
    expect(validateAmount('١٢٫٣٤')).toEqual({ ok: true, minorUnits: 1234 });
    expect(validateAmount('۱۲.۵')).toEqual({ ok: true, minorUnits: 1250 });
    expect(validateAmount('১০০')).toEqual({ ok: true, minorUnits: 10_000 });
    expect(validateAmount('१५.२५')).toEqual({ ok: true, minorUnits: 1525 });
    expect(validateAmount('๙๙')).toEqual({ ok: true, minorUnits: 9900 });
    expect(validateAmount('１２'.normalize('NFC'))).toEqual({ ok: true, minorUnits: 1200 });
  });

  it('refuses more than 2 decimals', () => {
    expect(validateAmount('12.345')).toEqual({ ok: false, problem: 'tooManyDecimals' });
  });

  it('refuses nothing, zero, negatives and words', () => {
    expect(validateAmount('')).toEqual({ ok: false, problem: 'required' });
    expect(validateAmount('0')).toEqual({ ok: false, problem: 'notPositive' });
    expect(validateAmount('0.00')).toEqual({ ok: false, problem: 'notPositive' });
    expect(validateAmount('-5')).toEqual({ ok: false, problem: 'notPositive' });
    expect(validateAmount('abc')).toEqual({ ok: false, problem: 'notANumber' });
    expect(validateAmount('1e3')).toEqual({ ok: false, problem: 'notANumber' });
    expect(validateAmount('1,000.00')).toEqual({ ok: false, problem: 'notANumber' });
  });

  it('holds the limits inclusively', () => {
    const limits = { min: 1000, max: 500_000 };
    expect(validateAmount('10', limits)).toEqual({ ok: true, minorUnits: 1000 });
    expect(validateAmount('9.99', limits)).toEqual({ ok: false, problem: 'belowMinimum' });
    expect(validateAmount('5000', limits)).toEqual({ ok: true, minorUnits: 500_000 });
    expect(validateAmount('5000.01', limits)).toEqual({ ok: false, problem: 'aboveMaximum' });
  });

  it('refuses a figure too large to hold exactly', () => {
    expect(validateAmount('99999999999999999999')).toEqual({ ok: false, problem: 'aboveMaximum' });
  });
});
