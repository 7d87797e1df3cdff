// The fund-password form (/fund-password/set): six digits, typed twice. It
// sets a player's first one (the vault asks before the first move out, the
// withdraw popup before the first withdrawal, ManageAccount when none is
// set) or, with `changing`, changes it given the current one. Each field
// says what is wrong with it, and the first wrong one takes the focus; a
// wrong current password (403) is said on its field, any other refusal by
// the call's toast, and the fields keep what was typed.
import { useState, type FormEvent, type ReactNode } from 'react';
import { TextInput } from '@/components/text-input/text-input';
import { useRefusedFocus } from '@/components/use-refused-focus';
import { useMessage } from '@/components/use-message';
import { dismissCallError } from '@/lib/api-client';
import { CallError } from '@/lib/api/call-error';
import { fundPasswordDigits, fundPasswordProblem, setFundPassword } from '@/lib/money/fund-password';

export interface FundPasswordSetupProps {
  /** Called once the sandbox has the password. */
  readonly onSet: () => void;
  /** Change the player's fund password: asks for the current one first. */
  readonly changing?: boolean;
  /** What the password is for, in the page's words: shown above the fields. */
  readonly children?: ReactNode;
  /** The form's class, for the page's layout. */
  readonly className?: string;
  /** The submit button's extra class. */
  readonly submitClassName?: string;
}

type Field = 'fundPasswordOld' | 'fundPassword' | 'fundPasswordConfirmation';
type FieldErrors = Partial<Record<Field, string>>;

export function FundPasswordSetup({
  onSet,
  changing = false,
  children,
  className,
  submitClassName,
}: FundPasswordSetupProps) {
  const t = useMessage();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const check = (): FieldErrors => {
    const found: FieldErrors = {};
    if (changing && oldPassword === '') found.fundPasswordOld = t('validation.required');
    switch (fundPasswordProblem(password)) {
      case 'required':
        found.fundPassword = t('validation.required');
        break;
      case 'notSixDigits':
        found.fundPassword = t('account.manage.fundPasswordDigits', { digits: fundPasswordDigits });
        break;
      case null:
        if (confirmation !== password) found.fundPasswordConfirmation = t('validation.passwordsMismatch');
    }
    return found;
  };

  const { formRef, focusFirstRefused } = useRefusedFocus();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = check();
    setErrors(checked);
    if (Object.keys(checked).length > 0) {
      focusFirstRefused();
      return;
    }
    setBusy(true);
    setFundPassword(password, changing ? oldPassword : undefined)
      .then(onSet, (error: unknown) => {
        if (changing && error instanceof CallError && error.code === 403) {
          // Said on the field, where the player fixes it: not also in a toast.
          dismissCallError();
          setErrors({ fundPasswordOld: t('account.manage.wrongCurrentFundPassword') });
          focusFirstRefused();
        }
      })
      .finally(() => setBusy(false));
  };

  const digitsField = {
    type: 'password',
    trim: false,
    maxLength: fundPasswordDigits,
    inputMode: 'numeric',
  } as const;
  return (
    <form ref={formRef} className={className} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      {children}
      {changing && (
        <TextInput
          {...digitsField}
          name="fundPasswordOld"
          label={t('account.manage.currentFundPassword')}
          value={oldPassword}
          onChange={setOldPassword}
          autoComplete="current-password"
          error={errors.fundPasswordOld ?? ''}
        />
      )}
      <TextInput
        {...digitsField}
        name="fundPassword"
        label={t('widgets.fundPassword.newPassword')}
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        error={errors.fundPassword ?? ''}
        hint={
          errors.fundPassword ? '' : t('account.manage.fundPasswordDigits', { digits: fundPasswordDigits })
        }
      />
      <TextInput
        {...digitsField}
        name="fundPasswordConfirmation"
        label={t('widgets.fundPassword.confirm')}
        value={confirmation}
        onChange={setConfirmation}
        autoComplete="new-password"
        error={errors.fundPasswordConfirmation ?? ''}
      />
      <button
        type="submit"
        className={['button button--primary', submitClassName].filter(Boolean).join(' ')}
        aria-disabled={busy || undefined}
      >
        {t(changing ? 'account.manage.changeFundPassword' : 'widgets.fundPassword.submit')}
      </button>
    </form>
  );
}
