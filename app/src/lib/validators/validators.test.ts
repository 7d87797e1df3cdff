import { describe, expect, it } from 'vitest';
import {
  amount,
  code,
  date,
  digits,
  email,
  formErrors,
  isAmount,
  isCode,
  isDate,
  isDigits,
  isEmail,
  isMobile,
  isNumber,
  isStrongPassword,
  isUrl,
  matches,
  maxLength,
  minLength,
  mobile,
  number,
  passwordChecks,
  required,
  strongPassword,
  url,
  validate,
} from './validators';

describe.each([
  [
    'isEmail',
    isEmail,
    ['a@b.co', 'player.one+vip@example.com', 'ü@exämple.de'],
    [
      '',
      'a@b',
      'a b@c.com',
      '@b.co',
      'a@.co',
      'a@b.',
      'a@@b.co',
      `${'x'.repeat(65)}@b.co`,
      `a@${'b'.repeat(250)}.co`,
    ],
  ],
  [
    'isUrl',
    isUrl,
    ['https://example.com', 'http://127.0.0.1:8080/x?y=1'],
    ['', 'example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://', 'http:/x'],
  ],
  [
    'isDate',
    isDate,
    ['2000-02-29', '1999-12-31', '2024-01-01'],
    ['', '1999-02-29', '2001-02-30', '2001-13-01', '2001-1-1', '01-01-2001', '2001-00-10'],
  ],
  ['isNumber', isNumber, ['0', '12', '-3', '0.5', '10.255'], ['', '1e3', '.5', '5.', '1,000', '- 3', 'abc']],
  ['isDigits', isDigits, ['0', '0123456789'], ['', '12a', '1.5', '-1', ' 12']],
  ['isAmount', isAmount, ['10', '10.25', '0.01', '12,5'], ['', '0', '10.255', '-1', 'ten']],
  [
    'isStrongPassword',
    isStrongPassword,
    ['abcdefg1', 'пароль123', 'A1234567'],
    ['', 'abcdefgh', '12345678', 'abc1'],
  ],
] as const)('%s', (_name, test, good, bad) => {
  it.each(good)('accepts %j', (value) => expect(test(value)).toBe(true));
  it.each(bad)('refuses %j', (value) => expect(test(value)).toBe(false));
});

describe('passwordChecks', () => {
  it.each([
    ['', { length: false, letter: false, digit: false }],
    ['abc', { length: false, letter: true, digit: false }],
    ['1234', { length: false, letter: false, digit: true }],
    ['abcdefgh', { length: true, letter: true, digit: false }],
    ['12345678', { length: true, letter: false, digit: true }],
    ['пароль1', { length: false, letter: true, digit: true }],
    ['abcdefg1', { length: true, letter: true, digit: true }],
  ] as const)('%j meets %j', (value, checks) => expect(passwordChecks(value)).toEqual(checks));
});

describe('isMobile', () => {
  it.each([
    ['13800138000', '86'],
    ['19912345678', undefined],
    ['1712345678', '880'],
    ['51234567', '852'],
  ] as const)('accepts %s with area code %s', (value, areaCode) =>
    expect(isMobile(value, areaCode)).toBe(true),
  );

  it.each([
    ['12345678901', '86'],
    ['1380013800', '86'],
    ['1234', '852'],
    ['1234567890123456', '1'],
    ['13800138000a', '86'],
    ['51234567', '85a'],
    ['51234567', '12345'],
    ['123456789012345', '44'],
  ] as const)('refuses %s with area code %s', (value, areaCode) =>
    expect(isMobile(value, areaCode)).toBe(false),
  );

  it('defaults to area code 86 (SPEC §9)', () => {
    expect(isMobile('13800138000')).toBe(true);
    expect(isMobile('51234567')).toBe(false);
  });
});

describe('isCode', () => {
  it('defaults to 6 digits', () => {
    expect(isCode('123456')).toBe(true);
    expect(isCode('12345')).toBe(false);
    expect(isCode('1234567')).toBe(false);
    expect(isCode('12345a')).toBe(false);
  });

  it('takes another length', () => {
    expect(isCode('1234', 4)).toBe(true);
    expect(isCode('123456', 4)).toBe(false);
  });
});

describe('rules', () => {
  it('leaves an empty value to required', () => {
    for (const rule of [
      email,
      url,
      date,
      number,
      digits,
      amount,
      strongPassword,
      mobile(),
      code(),
      minLength(3),
      matches('x'),
    ])
      expect(rule('')).toBeUndefined();
    expect(required('')).toEqual({ key: 'validation.required' });
    expect(required('   ')).toEqual({ key: 'validation.required' });
    expect(required('a')).toBeUndefined();
  });

  it.each([
    [email, 'nope', { key: 'validation.email' }],
    [url, 'nope', { key: 'validation.url' }],
    [date, '2001-02-30', { key: 'validation.date' }],
    [number, 'x', { key: 'validation.number' }],
    [digits, '1a', { key: 'validation.digits' }],
    [strongPassword, 'abcdefgh', { key: 'validation.passwordWeak' }],
    [mobile('86'), '123', { key: 'validation.mobile' }],
    [code(), '12345', { key: 'validation.code', digits: 6 }],
    [code(4), '12345', { key: 'validation.code', digits: 4 }],
    [amount, '10.255', { key: 'validation.amountDecimals' }],
    [amount, '0', { key: 'validation.amountPositive' }],
    [amount, 'ten', { key: 'validation.number' }],
    [maxLength(3), 'abcd', { key: 'validation.maxLength', max: 3 }],
    [minLength(2), 'a', { key: 'validation.minLength', min: 2 }],
    [matches('abc'), 'abd', { key: 'validation.passwordsMismatch' }],
  ] as const)('%#: refuses %j with its message', (rule, value, message) =>
    expect(rule(value)).toEqual(message),
  );

  it('counts characters, not UTF-16 units', () => {
    expect(maxLength(2)('😀😀')).toBeUndefined();
    expect(minLength(2)('😀')).toEqual({ key: 'validation.minLength', min: 2 });
  });

  it('holds the input limit of SPEC §9 by default', () => {
    expect(maxLength()('x'.repeat(140))).toBeUndefined();
    expect(maxLength()('x'.repeat(141))).toEqual({ key: 'validation.maxLength', max: 140 });
  });

  it('answers the first refusal of a field', () => {
    expect(validate('', required, email)).toEqual({ key: 'validation.required' });
    expect(validate('x', required, email)).toEqual({ key: 'validation.email' });
    expect(validate('a@b.co', required, email)).toBeUndefined();
  });

  it('keeps only the refused fields of a form', () => {
    expect(formErrors({ a: undefined, b: { key: 'validation.required' } })).toEqual({
      b: { key: 'validation.required' },
    });
    expect(formErrors({ a: undefined })).toEqual({});
  });
});
