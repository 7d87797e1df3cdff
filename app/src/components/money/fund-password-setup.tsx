// The form that sets a player's first fund password (/fund-password/set),
// typed twice: the vault asks for it before the first move out, the withdraw
// popup before the first withdrawal. Each field says what is wrong with it,
// and the first wrong one takes the focus; a refused call's toast says why
// and the fields keep what was typed.
import { useState, type FormEvent, type ReactNode } from 'react';
import { TextInput } from '@/components/text-input/text-input';
import { useMessage } from '@/components/use-message';
import { fundPasswordLength, fundPasswordProblem, setFundPassword } from '@/lib/money/fund-password';

export interface FundPasswordSetupProps {
  /** Called once the sandbox has the password. */
  readonly onSet: () => void;
  /** What the password is for, in the page's words: shown above the fields. */
  readonly children?: ReactNode;
  /** The form's class, for the page's layout. */
  readonly className?: string;
  /** The submit button's extra class. */
  readonly submitClassName?: string;
}

interface FieldErrors {
  readonly password?: string;
  readonly confirmation?: string;
}

export function FundPasswordSetup({ onSet, children, className, submitClassName }: FundPasswordSetupProps) {
  const t = useMessage();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const check = (): FieldErrors => {
    switch (fundPasswordProblem(password)) {
      case 'required':
        return { password: t('validation.required') };
      case 'tooShort':
        return { password: t('validation.minLength', { min: fundPasswordLength.min }) };
      case 'tooLong':
        return { password: t('validation.maxLength', { max: fundPasswordLength.max }) };
      case null:
        return confirmation === password ? {} : { confirmation: t('validation.passwordsMismatch') };
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = check();
    setErrors(checked);
    const firstWrong = checked.password
      ? 'fundPassword'
      : checked.confirmation
        ? 'fundPasswordConfirmation'
        : null;
    if (firstWrong) {
      const field = event.currentTarget.elements.namedItem(firstWrong);
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    setBusy(true);
    setFundPassword(password)
      .then(onSet, () => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <form className={className} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      {children}
      <TextInput
        type="password"
        name="fundPassword"
        label={t('widgets.fundPassword.newPassword')}
        value={password}
        onChange={setPassword}
        trim={false}
        maxLength={fundPasswordLength.max}
        autoComplete="new-password"
        error={errors.password ?? ''}
      />
      <TextInput
        type="password"
        name="fundPasswordConfirmation"
        label={t('widgets.fundPassword.confirm')}
        value={confirmation}
        onChange={setConfirmation}
        trim={false}
        maxLength={fundPasswordLength.max}
        autoComplete="new-password"
        error={errors.confirmation ?? ''}
      />
      <button
        type="submit"
        className={['button button--primary', submitClassName].filter(Boolean).join(' ')}
        aria-disabled={busy || undefined}
      >
        {t('widgets.fundPassword.submit')}
      </button>
    </form>
  );
}
