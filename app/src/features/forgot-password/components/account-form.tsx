// Step 1: the account whose password is forgotten. Checked on submit (the
// field marked and focused, nothing sent); then /password/reset/send-code.
// The server's refusals are said on the field: no such account or no
// verified contact (404), a disabled account (403), a code asked for less
// than a minute ago (429).
import { useEffect, useState, type FormEvent } from 'react';
import { TextInput } from '@/components/text-input/text-input';
import { useMessage } from '@/components/use-message';
import { useRefusedFocus } from '@/components/use-refused-focus';
import { useValidationMessage } from '@/components/use-validation-message';
import { dismissCallError } from '@/lib/api-client';
import { CallError, type CallErrorCode } from '@/lib/api/call-error';
import { maxLength, required, validate } from '@/lib/validators/validators';
import { sendResetCode } from '@/features/forgot-password/api/send-reset-code';
import type { CodeStep } from '@/features/forgot-password/reset-steps';

/** The contract's account length (/password/reset/send-code). */
const accountMaxLength = 32;

export interface AccountFormProps {
  readonly initialAccount: string;
  /** Arrived from another control (the sign-in popup's link): the field takes the focus. */
  readonly focusOnArrival: boolean;
  readonly onSent: (step: CodeStep) => void;
}

export function AccountForm({ initialAccount, focusOnArrival, onSent }: AccountFormProps) {
  const t = useMessage();
  const validationMessage = useValidationMessage();
  const { formRef, focusFirstRefused } = useRefusedFocus();
  const [account, setAccount] = useState(initialAccount);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  // An effect, not autoFocus: it runs after the closing popup has given the focus back to its opener.
  useEffect(() => {
    if (focusOnArrival) formRef.current?.querySelector<HTMLInputElement>('input[name="account"]')?.focus();
  }, [focusOnArrival, formRef]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const refused = validationMessage(validate(account, required, maxLength(accountMaxLength)));
    setError(refused);
    if (refused) {
      focusFirstRefused();
      return;
    }
    setBusy(true);
    sendResetCode(account)
      .then(
        ({ sentTo, expiresIn }) => onSent({ account, sentTo, expiresIn, sentAt: Date.now() }),
        (failure: unknown) => {
          if (!(failure instanceof CallError)) return;
          const onField: Partial<Record<CallErrorCode, string>> = {
            403: t('modals.accountDisabled.text'),
            404: t('auth.forgotPassword.noAccount'),
            429: t('auth.forgotPassword.tooSoon'),
          };
          const said = onField[failure.code];
          if (!said) return;
          // Said on the field, where the player acts on it: not also in a toast.
          dismissCallError();
          setError(said);
          focusFirstRefused();
        },
      )
      .finally(() => setBusy(false));
  };

  return (
    <form ref={formRef} className="forgot-password-form" noValidate onSubmit={onSubmit}>
      <p className="forgot-password-form__intro">{t('auth.forgotPassword.intro')}</p>
      <TextInput
        label={t('auth.register.account')}
        name="account"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={accountMaxLength}
        value={account}
        onChange={setAccount}
        error={error}
      />
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        {t('auth.forgotPassword.sendCode')}
      </button>
    </form>
  );
}
