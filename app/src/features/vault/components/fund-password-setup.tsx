// A player without a fund password sets one here before moving money out of
// the vault (/fund-password/set; withdrawals use the same password).
import { useState, type FormEvent } from 'react';
import { TextInput } from '@/components/text-input/text-input';
import { useMessage } from '@/components/use-message';
import { setFundPassword } from '@/features/vault/api/fund-password';

/** The sandbox's shortest fund password (openapi.yaml /fund-password/set). */
export const fundPasswordMinLength = 6;

export function FundPasswordSetup({ onSet }: { readonly onSet: () => void }) {
  const t = useMessage();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [passwordError, setPasswordError] = useState('');
  const [confirmError, setConfirmError] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const tooShort = password.length < fundPasswordMinLength;
    const mismatch = confirm !== password;
    setPasswordError(tooShort ? t('validation.minLength', { min: fundPasswordMinLength }) : '');
    setConfirmError(!tooShort && mismatch ? t('validation.passwordsMismatch') : '');
    if (tooShort || mismatch) return;
    setSending(true);
    try {
      await setFundPassword(password);
      onSet();
    } catch {
      // The call's toast says why; the fields keep what was typed.
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="vault-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="vault-form__note">{t('vault.setPassword.text')}</p>
      <TextInput
        label={t('vault.setPassword.password')}
        type="password"
        value={password}
        onChange={setPassword}
        trim={false}
        autoComplete="new-password"
        error={passwordError}
      />
      <TextInput
        label={t('vault.setPassword.confirm')}
        type="password"
        value={confirm}
        onChange={setConfirm}
        trim={false}
        autoComplete="new-password"
        error={confirmError}
      />
      <button type="submit" className="button button--primary" aria-disabled={sending}>
        {t('vault.setPassword.submit')}
      </button>
    </form>
  );
}
