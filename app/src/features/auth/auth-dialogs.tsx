// The sign-in and register popups: accessible dialogs (labelled, focus
// trapped, Escape closes, focus returns) on the shared Popup widget. A valid
// form is sent to the sandbox; success signs in and closes the popup, a
// refusal is shown by the call client's error toast and the popup stays.
import { useState, type FormEvent } from 'react';
import { Popup } from '@/components/popup/popup';
import { useMessage } from '@/components/use-message';
import { closeAuthDialog, openAuthDialog, useAuthDialog } from '@/lib/auth-dialog';
import { register } from './api/register';
import { signIn } from './api/sign-in';
import { AuthField } from './auth-field';
import { validateRegister, validateSignIn, type FormErrors } from './auth-validation';
import './auth-dialogs.css';

export function AuthDialogs() {
  const t = useMessage();
  const dialog = useAuthDialog();
  return (
    <>
      <Popup open={dialog === 'signIn'} onClose={closeAuthDialog} title={t('auth.signIn.title')}>
        <SignInForm />
      </Popup>
      <Popup open={dialog === 'register'} onClose={closeAuthDialog} title={t('auth.register.title')}>
        <RegisterForm />
      </Popup>
    </>
  );
}

/** Reads a form's named fields as strings. */
function formFields<Field extends string>(
  form: HTMLFormElement,
  names: readonly Field[],
): Record<Field, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<
    Field,
    string
  >;
}

/** Validates on submit, moves focus to the first field in error, and sends a valid form once at a time. */
function useValidatedSubmit<Field extends string>(
  names: readonly Field[],
  validate: (fields: Record<Field, string>) => FormErrors<Field>,
  send: (fields: Record<Field, string>) => Promise<void>,
) {
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const fields = formFields(form, names);
    const found = validate(fields);
    setErrors(found);
    const first = names.find((name) => found[name]);
    if (first) {
      form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    send(fields)
      .then(closeAuthDialog, () => undefined)
      .finally(() => setBusy(false));
  };
  return { errors, busy, onSubmit };
}

const signInNames = ['account', 'password'] as const;

function SignInForm() {
  const t = useMessage();
  const { errors, busy, onSubmit } = useValidatedSubmit(signInNames, validateSignIn, signIn);
  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <AuthField
        label={t('auth.signIn.account')}
        name="account"
        autoComplete="username"
        placeholder={t('auth.signIn.accountPlaceholder')}
        error={errors.account}
      />
      <AuthField
        label={t('auth.signIn.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder={t('auth.signIn.passwordPlaceholder')}
        error={errors.password}
      />
      <button
        type="submit"
        className="button button--primary auth-form__submit"
        aria-disabled={busy || undefined}
      >
        {t('auth.signIn.submit')}
      </button>
      <p className="auth-form__switch">
        {t('auth.signIn.noAccount')}{' '}
        <button type="button" className="link-button" onClick={() => openAuthDialog('register')}>
          {t('auth.signIn.registerLink')}
        </button>
      </p>
    </form>
  );
}

const registerNames = ['account', 'password', 'confirmPassword', 'mobile', 'referralCode'] as const;

function RegisterForm() {
  const t = useMessage();
  const { errors, busy, onSubmit } = useValidatedSubmit(registerNames, validateRegister, register);
  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <AuthField
        label={t('auth.register.account')}
        name="account"
        autoComplete="username"
        placeholder={t('auth.register.accountPlaceholder')}
        error={errors.account}
      />
      <AuthField
        label={t('auth.register.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder={t('auth.register.passwordPlaceholder')}
        error={errors.password}
      />
      <AuthField
        label={t('auth.register.confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
      <AuthField
        label={t('auth.register.mobile')}
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        error={errors.mobile}
      />
      <AuthField
        label={t('auth.register.referralCode')}
        name="referralCode"
        autoComplete="off"
        error={errors.referralCode}
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
        <button type="button" className="link-button" onClick={() => openAuthDialog('signIn')}>
          {t('auth.register.signInLink')}
        </button>
      </p>
    </form>
  );
}
