import { validateRegister, validateSignIn } from './auth-validation';

const validRegister = {
  account: 'player1',
  password: 'secret123',
  confirmPassword: 'secret123',
  mobile: '',
  referralCode: '',
};

describe('sign-in validation', () => {
  it('requires both fields, a blank account counting as empty after trimming', () => {
    expect(validateSignIn({ account: '   ', password: '' })).toEqual({
      account: { key: 'validation.required' },
      password: { key: 'validation.required' },
    });
  });

  it('refuses an account longer than 140 characters, trimmed first', () => {
    expect(validateSignIn({ account: ` ${'a'.repeat(140)} `, password: 'x' })).toEqual({});
    expect(validateSignIn({ account: 'a'.repeat(141), password: 'x' })).toEqual({
      account: { key: 'validation.maxLength', max: 140 },
    });
  });
});

describe('register validation', () => {
  it('accepts a complete form', () => {
    expect(validateRegister(validRegister)).toEqual({});
  });

  it('asks for letters and digits in a password of 8 or more', () => {
    for (const password of ['short1', 'lettersonly', '12345678']) {
      expect(validateRegister({ ...validRegister, password, confirmPassword: password }).password).toEqual({
        key: 'validation.passwordWeak',
      });
    }
  });

  it('names a confirmation that does not match', () => {
    expect(validateRegister({ ...validRegister, confirmPassword: 'secret124' })).toEqual({
      confirmPassword: { key: 'validation.passwordsMismatch' },
    });
  });

  it('checks a phone number only when one is given', () => {
    expect(validateRegister({ ...validRegister, mobile: '12ab' }).mobile).toEqual({
      key: 'validation.mobile',
    });
    expect(validateRegister({ ...validRegister, mobile: ' 13800138000 ' })).toEqual({});
  });
});
