// The sign-in popup's form: account and password, checked on submit (the
// first refused field takes the focus and nothing is sent), then /user/login.
// A refusal of the server is the call client's error toast; the popup stays.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TextInput } from '@/components/text-input/text-input';
import { useMessage } from '@/components/use-message';
import { useRefusedFocus } from '@/components/use-refused-focus';
import { useValidationMessage } from '@/components/use-validation-message';
import { pagePath } from '@/config/paths';
import { closeAuthDialog, openAuthDialogByButton } from '@/lib/auth-dialog';
import { hasErrors, passwordMaxLength, type FormErrors } from '@/lib/validators/validators';
import { signIn } from './api/sign-in';
import { validateSignIn, type SignInFields } from './auth-validation';

export function SignInForm() {
  const t = useMessage();
  const message = useValidationMessage();
  const { formRef, focusFirstRefused } = useRefusedFocus();
  const [fields, setFields] = useState<SignInFields>({ account: '', password: '' });
  const [errors, setErrors] = useState<FormErrors<keyof SignInFields>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof SignInFields) => (value: string) =>
    setFields((now) => ({ ...now, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateSignIn(fields);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstRefused();
      return;
    }
    setBusy(true);
    signIn(fields)
      .then(closeAuthDialog, () => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={onSubmit}>
      <TextInput
        label={t('auth.signIn.account')}
        name="account"
        autoComplete="username"
        placeholder={t('auth.signIn.accountPlaceholder')}
        value={fields.account}
        onChange={set('account')}
        error={message(errors.account)}
      />
      <TextInput
        label={t('auth.signIn.password')}
        name="password"
        revealable
        maxLength={passwordMaxLength}
        autoComplete="current-password"
        placeholder={t('auth.signIn.passwordPlaceholder')}
        value={fields.password}
        onChange={set('password')}
        error={message(errors.password)}
      />
      <Link
        to={pagePath('ForgotPassword')}
        state={{ account: fields.account }}
        className="auth-form__forgot"
        onClick={closeAuthDialog}
      >
        {t('auth.signIn.forgotPassword')}
      </Link>
      <button
        type="submit"
        className="button button--primary auth-form__submit"
        aria-disabled={busy || undefined}
      >
        {t('auth.signIn.submit')}
      </button>
      <p className="auth-form__switch">
        {t('auth.signIn.noAccount')}{' '}
        <button type="button" className="link-button" onClick={() => openAuthDialogByButton('register')}>
          {t('auth.signIn.registerLink')}
        </button>
      </p>
    </form>
  );
}
