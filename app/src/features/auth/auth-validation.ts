// The sign-in and register forms' checks (SPEC §5): text is trimmed and at
// most 140 characters; a new password has 8 or more characters with letters
// and digits; the confirmation matches; a phone number, when given, is 6 to 15
// digits. Each failure is a translation key with its parameters.
import { site } from '@content/site';

export type ValidationMessage =
  | { readonly key: 'validation.required' }
  | { readonly key: 'validation.maxLength'; readonly max: number }
  | { readonly key: 'validation.passwordWeak' }
  | { readonly key: 'validation.passwordsMismatch' }
  | { readonly key: 'validation.mobile' };

export type FormErrors<Field extends string> = Partial<Record<Field, ValidationMessage>>;

const maxLength = site.input.maxLength;

function checkText(value: string, required: boolean): ValidationMessage | undefined {
  const trimmed = value.trim();
  if (required && trimmed === '') return { key: 'validation.required' };
  if (trimmed.length > maxLength) return { key: 'validation.maxLength', max: maxLength };
  return undefined;
}

function withoutEmpty<Field extends string>(
  errors: Record<Field, ValidationMessage | undefined>,
): FormErrors<Field> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, error]) => error !== undefined),
  ) as FormErrors<Field>;
}

export interface SignInFields {
  readonly account: string;
  readonly password: string;
}

export function validateSignIn(fields: SignInFields): FormErrors<keyof SignInFields> {
  return withoutEmpty({
    account: checkText(fields.account, true),
    password: fields.password === '' ? { key: 'validation.required' } : checkText(fields.password, true),
  });
}

export interface RegisterFields {
  readonly account: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly mobile: string;
  readonly referralCode: string;
}

export function validateRegister(fields: RegisterFields): FormErrors<keyof RegisterFields> {
  const password = fields.password;
  const strong = password.length >= 8 && /[a-z]/i.test(password) && /\d/.test(password);
  const mobile = fields.mobile.trim();
  return withoutEmpty({
    account: checkText(fields.account, true),
    password:
      password === ''
        ? { key: 'validation.required' }
        : (checkText(password, true) ?? (strong ? undefined : { key: 'validation.passwordWeak' })),
    confirmPassword:
      fields.confirmPassword === ''
        ? { key: 'validation.required' }
        : fields.confirmPassword !== password
          ? { key: 'validation.passwordsMismatch' }
          : undefined,
    mobile: mobile !== '' && !/^\d{6,15}$/.test(mobile) ? { key: 'validation.mobile' } : undefined,
    referralCode: checkText(fields.referralCode, false),
  });
}
