// Step 2: the 6-digit code (its resend timer beside it, 60 s, kept across a
// reload), the new password with its rules shown as the player types, and
// its confirmation. Checked on submit (every refused field marked, the first
// focused, nothing sent); then /password/reset, whose session signs the
// player in. The server's refusals are said on the code: wrong or expired
// (401), spent by too many tries or a new one asked for too soon (429).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { PasswordChecklist } from '@/components/password-checklist/password-checklist';
import { TextInput } from '@/components/text-input/text-input';
import { useMessage } from '@/components/use-message';
import { useRefusedFocus } from '@/components/use-refused-focus';
import { useValidationMessage } from '@/components/use-validation-message';
import { VerificationTimer } from '@/components/verification-timer/verification-timer';
import { dismissCallError } from '@/lib/api-client';
import { CallError } from '@/lib/api/call-error';
import { asciiDigits } from '@/lib/money/amount-validator';
import {
  code,
  formErrors,
  hasErrors,
  matches,
  maxLength,
  passwordMaxLength,
  required,
  strongPassword,
  validate,
} from '@/lib/validators/validators';
import { resetPassword } from '@/features/forgot-password/api/reset-password';
import { sendResetCode } from '@/features/forgot-password/api/send-reset-code';
import type { CodeStep } from '@/features/forgot-password/reset-steps';

/** The resend timer's stored end time, per flow (components/verification-timer). */
const resendTimerKey = 'forgot-password';
const codeLength = 6;

type Field = 'code' | 'newPassword' | 'confirmPassword';

export interface NewPasswordFormProps {
  readonly step: CodeStep;
  /** A new code was sent (the resend button). */
  readonly onResent: (step: CodeStep) => void;
  readonly onReset: () => void;
}

export function NewPasswordForm({ step, onResent, onReset }: NewPasswordFormProps) {
  const t = useMessage();
  const rulesId = useId();
  const validationMessage = useValidationMessage();
  const { formRef, focusFirstRefused } = useRefusedFocus();
  const [fields, setFields] = useState<Record<Field, string>>({
    code: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string | undefined>>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (value: string) => setFields((now) => ({ ...now, [field]: value }));
  // The code is what the player types next (the button that sent it is gone).
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
  }, [formRef]);
  const typedCode = asciiDigits(fields.code).replace(/\s/g, '');

  /** Says a refusal of the server on the code field instead of the toast. */
  const refuseCode = (failure: unknown, said: Partial<Record<number, string>>) => {
    if (!(failure instanceof CallError) || typeof failure.code !== 'number') return;
    const text = said[failure.code];
    if (!text) return;
    dismissCallError();
    setErrors({ code: text });
    focusFirstRefused();
  };

  const resend = () =>
    sendResetCode(step.account).then(
      ({ sentTo, expiresIn }) => {
        setErrors({});
        onResent({ ...step, sentTo, expiresIn, sentAt: Date.now() });
      },
      (failure: unknown) => {
        refuseCode(failure, {
          404: t('auth.forgotPassword.noAccount'),
          429: t('auth.forgotPassword.tooSoon'),
        });
        throw failure;
      },
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = formErrors({
      code: validate(typedCode, required, code(codeLength)),
      newPassword: validate(fields.newPassword, required, maxLength(passwordMaxLength), strongPassword),
      confirmPassword: validate(fields.confirmPassword, required, matches(fields.newPassword)),
    });
    setErrors({
      code: validationMessage(found.code),
      newPassword: validationMessage(found.newPassword),
      confirmPassword: validationMessage(found.confirmPassword),
    });
    if (hasErrors(found)) {
      focusFirstRefused();
      return;
    }
    setBusy(true);
    resetPassword({ account: step.account, code: typedCode, newPassword: fields.newPassword })
      .then(onReset, (failure: unknown) =>
        refuseCode(failure, {
          401: t('auth.forgotPassword.wrongCode'),
          429: t('auth.forgotPassword.codeSpent'),
        }),
      )
      .finally(() => setBusy(false));
  };

  return (
    <form ref={formRef} className="forgot-password-form" noValidate onSubmit={onSubmit}>
      <p className="forgot-password-form__intro">
        {t('auth.forgotPassword.sentTo', { sentTo: step.sentTo })}
      </p>
      <div className="forgot-password-form__code">
        <TextInput
          label={t('auth.forgotPassword.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={codeLength + 4}
          value={fields.code}
          onChange={set('code')}
          error={errors.code}
          hint={t('auth.forgotPassword.codeHint', { minutes: Math.round(step.expiresIn / 60) })}
        />
        <VerificationTimer uniqueKey={resendTimerKey} keepRunning sentAt={step.sentAt} onSend={resend} />
      </div>
      <TextInput
        label={t('auth.forgotPassword.newPassword')}
        name="newPassword"
        revealable
        maxLength={passwordMaxLength}
        autoComplete="new-password"
        value={fields.newPassword}
        onChange={set('newPassword')}
        error={errors.newPassword}
        describedBy={rulesId}
      />
      <PasswordChecklist id={rulesId} password={fields.newPassword} />
      <TextInput
        label={t('auth.forgotPassword.confirmPassword')}
        name="confirmPassword"
        revealable
        maxLength={passwordMaxLength}
        autoComplete="new-password"
        value={fields.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
      />
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        {t('auth.forgotPassword.submit')}
      </button>
    </form>
  );
}
