// The sign-in and register forms' checks, composed of the validators of
// SPEC §5 (lib/validators) and the contract's rules for /user/register: an
// account of 3 to 32 characters a-z, 0-9 or _; a password of 8 to 128
// characters with letters and digits, confirmed; an optional nickname of 2 to
// 20 characters; an optional mobile number valid for its area code. Text is
// trimmed by the fields (TextInput) before it gets here; passwords are not.
import { channelFields } from '@/lib/channel';
import { asciiDigits } from '@/lib/money/amount-validator';
import {
  formErrors,
  matches,
  maxLength,
  minLength,
  mobile,
  passwordMaxLength,
  required,
  strongPassword,
  validate,
  type FormErrors,
} from '@/lib/validators/validators';
import type { ValidationMessage } from '@/lib/validators/validation-message';

/** A refused field's message: a validator's, or the register account's own rule. */
export type AuthMessage =
  | ValidationMessage
  | { readonly key: 'auth.register.accountRule' | 'refer.form.codeRule' | 'refer.form.unknownCode' };

/** The contract's nickname (/user/register, /user/profile/update). */
export const nicknameLength = { min: 2, max: 20 } as const;

const accountPattern = /^[a-z0-9_]{3,32}$/;

export interface SignInFields {
  readonly account: string;
  readonly password: string;
}

export function validateSignIn(fields: SignInFields): FormErrors<keyof SignInFields> {
  return formErrors({
    account: validate(fields.account, required, maxLength()),
    password: validate(fields.password, required, maxLength(passwordMaxLength)),
  });
}

export interface RegisterFields {
  readonly account: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly nickname: string;
  readonly areaCode: string;
  /** As typed; mobileDigits reads it. */
  readonly mobile: string;
  readonly referralCode: string;
}

/** A typed phone number as the server takes it: the player's script's digits read as 0-9, spaces and hyphens dropped. */
export function mobileDigits(typed: string): string {
  return asciiDigits(typed).replace(/[\s-]/g, '');
}

/** The contract's /user/register: a channel number of 1 to 1,000,000,000, or a referral code of 8 letters and digits. */
const channelIdRange = { min: 1, max: 1_000_000_000 } as const;
const referralCodePattern = /^[A-Za-z0-9]{8}$/;

/** The referral field: empty, or what the channel rule (lib/channel) sends and the server takes. */
export function isReferralValue(typed: string): boolean {
  const sent = channelFields(typed);
  if ('referalCode' in sent) return referralCodePattern.test(sent.referalCode);
  return (
    typed.trim() === '' || (sent.channelId >= channelIdRange.min && sent.channelId <= channelIdRange.max)
  );
}

export function validateRegister(fields: RegisterFields): FormErrors<keyof RegisterFields, AuthMessage> {
  const account = validate(fields.account, required);
  return formErrors<keyof RegisterFields, AuthMessage>({
    account:
      account ?? (accountPattern.test(fields.account) ? undefined : { key: 'auth.register.accountRule' }),
    password: validate(fields.password, required, maxLength(passwordMaxLength), strongPassword),
    confirmPassword: validate(fields.confirmPassword, required, matches(fields.password)),
    nickname: validate(fields.nickname, minLength(nicknameLength.min), maxLength(nicknameLength.max)),
    areaCode: undefined,
    mobile: validate(mobileDigits(fields.mobile), mobile(fields.areaCode)),
    referralCode: isReferralValue(fields.referralCode) ? undefined : { key: 'refer.form.codeRule' },
  });
}
