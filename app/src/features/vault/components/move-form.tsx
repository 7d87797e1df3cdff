// One move between the wallet and the vault: the currency (when there is a
// choice), the amount (at most what the side it comes from holds) and, out
// of the vault, the fund password; a refused field is marked and the first
// one focused, and nothing is sent. A retry of a failed call keeps its
// idempotency key, so the server applies the move once; a new amount,
// currency or password is a new attempt.
import { useId, useState, type FormEvent } from 'react';
import { useAmountProblem } from '@/components/money/use-amount-problem';
import { useFormatMoney } from '@/components/money/money-text';
import { TextInput } from '@/components/text-input/text-input';
import { useMessage } from '@/components/use-message';
import { useRefusedFocus } from '@/components/use-refused-focus';
import { useValidationMessage } from '@/components/use-validation-message';
import { dismissCallError } from '@/lib/api-client';
import { CallError } from '@/lib/api/call-error';
import { validateAmount } from '@/lib/money/amount-validator';
import { currencyDisplay } from '@/lib/money/currency-display';
import { fundPasswordText } from '@/lib/money/fund-password';
import { createAttempt, refusedForGood } from '@/lib/money/idempotency-key';
import { required, validate } from '@/lib/validators/validators';
import { moveIntoVault, moveOutOfVault, type MoveAnswer } from '@/features/vault/api/move-money';
import type { VaultRow } from '@/features/vault/vault-rows';

export type MoveDirection = 'in' | 'out';

export interface MoveFormProps {
  readonly direction: MoveDirection;
  readonly rows: readonly VaultRow[];
  /** The move was applied: `done` says so in the player's language. */
  readonly onMoved: (answer: MoveAnswer, done: string) => void;
  /** Out: the server refused the fund password (wrong, or none is set any more). */
  readonly onFundPasswordRefused?: () => void;
  /** Focus the amount when the form appears (after the fund password was set). */
  readonly autoFocus?: boolean;
}

export function MoveForm({ direction, rows, onMoved, onFundPasswordRefused, autoFocus }: MoveFormProps) {
  const t = useMessage();
  const money = useFormatMoney();
  const amountProblem = useAmountProblem();
  const validationMessage = useValidationMessage();
  const { formRef, focusFirstRefused } = useRefusedFocus();
  const currencyId = useId();
  const [currency, setCurrency] = useState(rows[0]?.currency ?? '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [amountError, setAmountError] = useState('');
  const [passwordError, setPasswordError] = useState('');
  const [sending, setSending] = useState(false);
  const [attempt] = useState(() => createAttempt());

  const row = rows.find((entry) => entry.currency === currency) ?? rows[0];
  if (!row) return null;
  const shown = currencyDisplay(row.currency);
  const available = direction === 'in' ? row.wallet : row.vault;
  const out = direction === 'out';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const limits = { max: available };
    const checked = validateAmount(amount, limits);
    setAmountError(checked.ok ? '' : amountProblem(checked.problem, limits, shown));
    const passwordRefused = out ? validationMessage(validate(password, required)) : undefined;
    setPasswordError(passwordRefused ?? '');
    if (!checked.ok || passwordRefused) {
      focusFirstRefused();
      return;
    }

    const move = { currency: row.currency, amount: checked.minorUnits };
    const moveOut = { ...move, fundPassword: fundPasswordText(password) };
    // The same move sent again keeps its key; another amount, currency or password is a new attempt.
    const idempotencyKey = attempt.key(out ? moveOut : move);
    setSending(true);
    try {
      const answer = out
        ? await moveOutOfVault({ ...moveOut, idempotencyKey })
        : await moveIntoVault({ ...move, idempotencyKey });
      attempt.settle();
      setAmount('');
      setPassword('');
      const done = t(out ? 'vault.moveOut.done' : 'vault.moveIn.done', {
        amount: money(answer.amount, shown),
      });
      onMoved(answer, done);
    } catch (error) {
      if (refusedForGood(error)) attempt.settle();
      if (out && error instanceof CallError && error.code === 403) {
        // Said on the field, where the player fixes it: not also in a toast.
        dismissCallError();
        setPasswordError(t('vault.wrongFundPassword'));
        focusFirstRefused();
        onFundPasswordRefused?.();
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={formRef} className="vault-form" noValidate onSubmit={(event) => void submit(event)}>
      {rows.length > 1 && (
        <div className="vault-form__field">
          <label htmlFor={currencyId}>{t('vault.currency')}</label>
          <select id={currencyId} value={row.currency} onChange={(event) => setCurrency(event.target.value)}>
            {rows.map((entry) => (
              <option key={entry.currency} value={entry.currency}>
                {entry.currency}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="vault-form__available">{t('vault.available', { amount: money(available, shown) })}</p>
      <TextInput
        label={t('vault.amount')}
        value={amount}
        onChange={setAmount}
        inputMode="decimal"
        autoComplete="off"
        autoFocus={autoFocus ?? false}
        error={amountError}
      />
      {out && (
        <TextInput
          label={t('vault.fundPassword')}
          type="password"
          value={password}
          onChange={setPassword}
          trim={false}
          autoComplete="off"
          error={passwordError}
        />
      )}
      <button type="submit" className="button button--primary" aria-disabled={sending}>
        {t(out ? 'vault.moveOut.submit' : 'vault.moveIn.submit')}
      </button>
    </form>
  );
}
