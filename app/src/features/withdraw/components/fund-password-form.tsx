// A missing fund password is set before the first withdrawal: 6 to 64
// characters (what /fund-password/set accepts), typed twice.
import { useState, type FormEvent } from 'react';
import { TextInput } from '@/components/text-input/text-input';
import { useMessage } from '@/components/use-message';
import { setFundPassword } from '@/features/withdraw/api/set-fund-password';

export const fundPasswordLength = { min: 6, max: 64 } as const;

export function FundPasswordForm({ onSet }: { readonly onSet: () => void }) {
  const t = useMessage();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: { password?: string; confirmation?: string } = {};
    const length = [...password].length;
    if (password === '') found.password = t('validation.required');
    else if (length < fundPasswordLength.min)
      found.password = t('validation.minLength', { min: fundPasswordLength.min });
    else if (length > fundPasswordLength.max)
      found.password = t('validation.maxLength', { max: fundPasswordLength.max });
    if (!found.password && confirmation !== password) found.confirmation = t('validation.passwordsMismatch');
    setErrors(found);
    const first = found.password ? 'password' : found.confirmation ? 'confirmation' : null;
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[data-field="${first}"] input`)?.focus();
      return;
    }
    setBusy(true);
    setFundPassword(password)
      .then(onSet, () => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <form className="withdraw-form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      <p>{t('withdraw.setFundPasswordText')}</p>
      <div data-field="password">
        <TextInput
          type="password"
          label={t('withdraw.fundPassword')}
          value={password}
          onChange={setPassword}
          trim={false}
          maxLength={fundPasswordLength.max}
          autoComplete="new-password"
          error={errors.password ?? ''}
        />
      </div>
      <div data-field="confirmation">
        <TextInput
          type="password"
          label={t('withdraw.confirmFundPassword')}
          value={confirmation}
          onChange={setConfirmation}
          trim={false}
          maxLength={fundPasswordLength.max}
          autoComplete="new-password"
          error={errors.confirmation ?? ''}
        />
      </div>
      <button
        type="submit"
        className="button button--primary withdraw-form__submit"
        aria-disabled={busy || undefined}
      >
        {t('withdraw.setFundPassword')}
      </button>
    </form>
  );
}
