// The register popup's form: username, password (its rules shown as the
// player types) and its confirmation, an optional nickname, an optional
// mobile number with its area code (SPEC §9: 86 unless the player picks
// another from the list) and the referral code, which starts as a referral
// link's (lib/referral-link) and is sent by SPEC §5's channel rule
// (lib/channel). Checked on submit: each refused field is marked, the first
// takes the focus, and nothing is sent. A code no player has (404) marks
// the referral field.
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { PasswordChecklist } from '@/components/password-checklist/password-checklist';
import { TextInput } from '@/components/text-input/text-input';
import { useMessage } from '@/components/use-message';
import { useRefusedFocus } from '@/components/use-refused-focus';
import { CallError } from '@/lib/api/call-error';
import { openAuthDialogByButton, closeAuthDialog } from '@/lib/auth-dialog';
import { channelFields } from '@/lib/channel';
import { captureReferral, forgetReferral, storedReferral } from '@/lib/referral-link';
import { areaCodesFor } from '@/lib/validators/area-codes';
import { defaultAreaCode, hasErrors, passwordMaxLength, type FormErrors } from '@/lib/validators/validators';
import { register, type RegisterRequest } from './api/register';
import {
  mobileDigits,
  nicknameLength,
  validateRegister,
  type AuthMessage,
  type RegisterFields,
} from './auth-validation';
import { useAuthMessage } from './use-auth-message';

const emptyFields: RegisterFields = {
  account: '',
  password: '',
  confirmPassword: '',
  nickname: '',
  areaCode: defaultAreaCode,
  mobile: '',
  referralCode: '',
};

/** What /user/register is sent: the optional fields only when given, and always the channel (SPEC §5). */
export function registerRequest(fields: RegisterFields): RegisterRequest {
  const mobile = mobileDigits(fields.mobile);
  return {
    account: fields.account,
    password: fields.password,
    ...(fields.nickname !== '' && { nickname: fields.nickname }),
    ...(mobile !== '' && { areaCode: fields.areaCode, mobile }),
    ...channelFields(fields.referralCode),
  };
}

/** The empty form, its referral field holding a referral link's code (read from the address now). */
function initialFields(): RegisterFields {
  captureReferral();
  return { ...emptyFields, referralCode: storedReferral() };
}

export function RegisterForm() {
  const t = useMessage();
  const rulesId = useId();
  const message = useAuthMessage();
  const { formRef, focusFirstRefused } = useRefusedFocus();
  const [fields, setFields] = useState(initialFields);
  const [errors, setErrors] = useState<FormErrors<keyof RegisterFields, AuthMessage>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof RegisterFields) => (value: string) =>
    setFields((now) => ({ ...now, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateRegister(fields);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstRefused();
      return;
    }
    setBusy(true);
    register(registerRequest(fields))
      .then(
        () => {
          forgetReferral();
          closeAuthDialog();
        },
        (error: unknown) => {
          // The only 404 of /user/register: no player has the referral code.
          if (error instanceof CallError && error.code === 404) {
            setErrors({ referralCode: { key: 'refer.form.unknownCode' } });
            focusFirstRefused();
          }
        },
      )
      .finally(() => setBusy(false));
  };

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit}>
      <TextInput
        label={t('auth.register.account')}
        name="account"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t('auth.register.accountPlaceholder')}
        value={fields.account}
        onChange={set('account')}
        error={message(errors.account)}
      />
      <TextInput
        label={t('auth.register.password')}
        name="password"
        revealable
        maxLength={passwordMaxLength}
        autoComplete="new-password"
        placeholder={t('auth.register.passwordPlaceholder')}
        value={fields.password}
        onChange={set('password')}
        error={message(errors.password)}
        describedBy={rulesId}
      />
      <PasswordChecklist id={rulesId} password={fields.password} />
      <TextInput
        label={t('auth.register.confirmPassword')}
        name="confirmPassword"
        revealable
        maxLength={passwordMaxLength}
        autoComplete="new-password"
        value={fields.confirmPassword}
        onChange={set('confirmPassword')}
        error={message(errors.confirmPassword)}
      />
      <TextInput
        label={t('auth.register.nickname')}
        name="nickname"
        autoComplete="nickname"
        value={fields.nickname}
        onChange={set('nickname')}
        error={message(errors.nickname)}
        hint={t('auth.register.nicknameHint', nicknameLength)}
      />
      <TextInput
        label={t('auth.register.mobile')}
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={24}
        value={fields.mobile}
        onChange={set('mobile')}
        error={message(errors.mobile)}
        hint={t('auth.register.mobileHint')}
        leading={<AreaCodeSelect value={fields.areaCode} onChange={set('areaCode')} />}
      />
      <TextInput
        label={t('auth.register.referralCode')}
        name="referralCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={fields.referralCode}
        onChange={set('referralCode')}
        error={message(errors.referralCode)}
      />
      <button
        type="submit"
        className="button button--primary auth-form__submit"
        aria-disabled={busy || undefined}
      >
        {t('auth.register.submit')}
      </button>
      <p className="auth-form__switch">
        {t('auth.register.haveAccount')}{' '}
        <button type="button" className="link-button" onClick={() => openAuthDialogByButton('signIn')}>
          {t('auth.register.signInLink')}
        </button>
      </p>
    </form>
  );
}

/** The mobile number's area code: a native select, named for screen readers, 86 first. */
function AreaCodeSelect({
  value,
  onChange,
}: {
  readonly value: string;
  readonly onChange: (code: string) => void;
}) {
  const t = useMessage();
  const { locale } = useIntl();
  return (
    <select
      aria-label={t('auth.register.areaCodeLabel')}
      autoComplete="tel-country-code"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {areaCodesFor(locale).map(({ region, code, name }) => (
        <option key={region} value={code}>
          {t('auth.register.areaCodeOption', { code: `+${code}`, region: name })}
        </option>
      ))}
    </select>
  );
}
