import { describe, expect, it } from 'vitest';
import { mobileDigits, validateRegister, validateSignIn, type RegisterFields } from './auth-validation';

const validRegister: RegisterFields = {
  account: 'player_1',
  password: 'secret123',
  confirmPassword: 'secret123',
  nickname: '',
  areaCode: '86',
  mobile: '',
  referralCode: '',
};

describe('sign-in validation', () => {
  it('requires both fields, a blank account counting as empty', () => {
    expect(validateSignIn({ account: '   ', password: '' })).toEqual({
      account: { key: 'validation.required' },
      password: { key: 'validation.required' },
    });
  });

  it('refuses an account longer than 140 characters and a password longer than 128', () => {
    expect(validateSignIn({ account: 'a'.repeat(140), password: 'x'.repeat(128) })).toEqual({});
    expect(validateSignIn({ account: 'a'.repeat(141), password: 'x'.repeat(129) })).toEqual({
      account: { key: 'validation.maxLength', max: 140 },
      password: { key: 'validation.maxLength', max: 128 },
    });
  });
});

describe('register validation', () => {
  it('accepts a complete form, the optional fields empty or filled', () => {
    expect(validateRegister(validRegister)).toEqual({});
    expect(
      validateRegister({ ...validRegister, nickname: 'Lucky Star', areaCode: '86', mobile: '138 0013 8000' }),
    ).toEqual({});
    expect(validateRegister({ ...validRegister, areaCode: '44', mobile: '7700900123' })).toEqual({});
  });

  it('refuses every bad field at once', () => {
    expect(
      validateRegister({
        account: '',
        password: '',
        confirmPassword: '',
        nickname: 'x',
        areaCode: '86',
        mobile: '12345',
        referralCode: 'r'.repeat(141),
      }),
    ).toEqual({
      account: { key: 'validation.required' },
      password: { key: 'validation.required' },
      confirmPassword: { key: 'validation.required' },
      nickname: { key: 'validation.minLength', min: 2 },
      mobile: { key: 'validation.mobile' },
      referralCode: { key: 'refer.form.codeRule' },
    });
  });

  it.each(['', 'DEMO0001', 'demo0001', 'AB12CD34', '7', '123', '1000000000', '١٢٣'])(
    'takes the referral value %j (a code of 8 letters and digits, a channel 1 to 1e9, or nothing)',
    (referralCode) => expect(validateRegister({ ...validRegister, referralCode })).toEqual({}),
  );

  it.each(['DEMO001', 'DEMO00012', 'DEMO-001', 'DÉMO0001', '0', '1000000001', 'AB12'])(
    'refuses the referral value %j',
    (referralCode) =>
      expect(validateRegister({ ...validRegister, referralCode }).referralCode).toEqual({
        key: 'refer.form.codeRule',
      }),
  );

  it.each(['ab', 'Player1', 'player one', 'игрок', 'a'.repeat(33)])(
    'holds the contract’s account rule: refuses %j',
    (account) =>
      expect(validateRegister({ ...validRegister, account }).account).toEqual({
        key: 'auth.register.accountRule',
      }),
  );

  it.each(['abc', 'player_1', 'a'.repeat(32), '007'])('takes the account %j', (account) =>
    expect(validateRegister({ ...validRegister, account })).toEqual({}),
  );

  it.each(['short1', 'lettersonly', '12345678'])('asks %j for letters and digits, 8 or more', (password) =>
    expect(validateRegister({ ...validRegister, password, confirmPassword: password }).password).toEqual({
      key: 'validation.passwordWeak',
    }),
  );

  it('refuses a password over 128 characters', () => {
    const password = `a1${'x'.repeat(127)}`;
    expect(validateRegister({ ...validRegister, password, confirmPassword: password }).password).toEqual({
      key: 'validation.maxLength',
      max: 128,
    });
  });

  it('names a confirmation that does not match', () => {
    expect(validateRegister({ ...validRegister, confirmPassword: 'secret124' })).toEqual({
      confirmPassword: { key: 'validation.passwordsMismatch' },
    });
  });

  it.each([
    ['x', { key: 'validation.minLength', min: 2 }],
    ['😀', { key: 'validation.minLength', min: 2 }],
    ['n'.repeat(21), { key: 'validation.maxLength', max: 20 }],
  ] as const)('holds the nickname to 2-20 characters: %j', (nickname, message) =>
    expect(validateRegister({ ...validRegister, nickname }).nickname).toEqual(message),
  );

  it.each([
    ['86', '12ab', false],
    ['86', '23800138000', false],
    ['86', '13800138000', true],
    ['86', '١٣٨٠٠١٣٨٠٠٠', true],
    ['880', '1712345678', true],
    ['1', '2025550123', true],
    ['7', '9'.repeat(15), false],
  ] as const)('checks the mobile for its area code: +%s %s', (areaCode, mobile, valid) =>
    expect(validateRegister({ ...validRegister, areaCode, mobile }).mobile).toEqual(
      valid ? undefined : { key: 'validation.mobile' },
    ),
  );
});

describe('mobileDigits', () => {
  it.each([
    ['138 0013-8000', '13800138000'],
    ['١٣٨٠٠١٣٨٠٠٠', '13800138000'],
    ['১৭১২৩৪৫৬৭৮', '1712345678'],
    ['', ''],
  ])('reads %j as %j', (typed, digits) => expect(mobileDigits(typed)).toBe(digits));
});
