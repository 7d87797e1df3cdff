// The withdrawal itself: which bound account, how much (at most the
// withdrawable balance of the withdrawal's currency, withdrawal-currency.ts)
// and the fund password. Nothing is sent until both pass (every refused
// field marked, the first focused); the request's idempotency key is kept
// across retries of one attempt (a lost answer) and settled once the sandbox
// has answered. A wrong fund password (403) and a balance too low (402) show
// on their fields.
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
import { useSession } from '@/lib/session-store';
import { required, validate } from '@/lib/validators/validators';
import { bankNameOf, lastDigits, maskAccountNumber } from '@/features/withdraw/account-display';
import { requestWithdrawal, type PendingWithdrawal } from '@/features/withdraw/api/request-withdrawal';
import type { BankRegion, BoundAccount } from '@/features/withdraw/api/withdraw-binding';
import {
  defaultCurrencyOf,
  withdrawableAmount,
  withdrawableBalances,
  withdrawalCurrency,
} from '@/features/withdraw/withdrawal-currency';

export interface WithdrawalFormProps {
  readonly accounts: readonly BoundAccount[];
  readonly regions: readonly BankRegion[];
  /** A status line over the form (the fund password just set). */
  readonly notice: string;
  readonly onRequested: (withdrawal: PendingWithdrawal) => void;
}

type Field = 'amount' | 'fundPassword';

export function WithdrawalForm({ accounts, regions, notice, onRequested }: WithdrawalFormProps) {
  const t = useMessage();
  const money = useFormatMoney();
  const amountProblem = useAmountProblem();
  const validationMessage = useValidationMessage();
  const { formRef, focusFirstRefused } = useRefusedFocus();
  const session = useSession();
  const groupName = useId();
  const [attempt] = useState(createAttempt);
  const [accountId, setAccountId] = useState(accounts[0]?.bankAccountId);
  const [amount, setAmount] = useState('');
  const [fundPassword, setFundPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string | undefined>>>({});
  const [busy, setBusy] = useState(false);

  const account = accounts.find((entry) => entry.bankAccountId === accountId) ?? accounts[0];
  const held = withdrawableBalances(session);
  const regionCurrency = regions.find((region) => region.region === account?.region)?.currency;
  const currency = currencyDisplay(withdrawalCurrency(regionCurrency, held, defaultCurrencyOf(session)));
  const limits = { max: withdrawableAmount(held, currency.abbr) };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !account) return;
    const checked = validateAmount(amount, limits);
    const found: Partial<Record<Field, string | undefined>> = {
      amount: checked.ok ? undefined : amountProblem(checked.problem, limits, currency),
      fundPassword: validationMessage(validate(fundPassword, required)),
    };
    setErrors(found);
    if (!checked.ok || found.fundPassword) {
      focusFirstRefused();
      return;
    }
    setBusy(true);
    const request = {
      currency: currency.abbr,
      amount: checked.minorUnits,
      bankCode: account.bankCode,
      accountNumber: account.accountNumber,
      fundPassword: fundPasswordText(fundPassword),
    };
    requestWithdrawal({ ...request, idempotencyKey: attempt.key(request) })
      .then(
        (pending) => {
          attempt.settle();
          onRequested(pending);
        },
        (error: unknown) => {
          if (refusedForGood(error)) attempt.settle();
          if (!(error instanceof CallError)) return;
          const field: Field | null =
            error.code === 403 ? 'fundPassword' : error.code === 402 ? 'amount' : null;
          if (!field) return;
          // The field says why; the generic toast ("You don’t have access to this") would mislead.
          dismissCallError();
          setErrors({
            [field]:
              field === 'fundPassword' ? t('withdraw.wrongFundPassword') : t('errors.insufficientBalance'),
          });
          focusFirstRefused();
        },
      )
      .finally(() => setBusy(false));
  };

  return (
    <form
      ref={formRef}
      className="withdraw-form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy || undefined}
    >
      <p role="status" className="withdraw-form__notice">
        {notice}
      </p>
      <fieldset className="account-choice">
        <legend>{t('withdraw.bank')}</legend>
        {accounts.map((entry) => (
          <label key={entry.bankAccountId} className="account-option">
            <input
              type="radio"
              name={groupName}
              checked={entry.bankAccountId === account?.bankAccountId}
              onChange={() => setAccountId(entry.bankAccountId)}
            />
            <span className="account-option__bank">{bankNameOf(entry.region, entry.bankCode)}</span>
            <span className="account-number" dir="ltr" aria-hidden="true">
              {maskAccountNumber(entry.accountNumber)}
            </span>
            <span className="visually-hidden">
              {t('withdraw.accountEnding', { digits: lastDigits(entry.accountNumber) })}
            </span>
          </label>
        ))}
      </fieldset>
      <TextInput
        label={t('withdraw.amount')}
        value={amount}
        onChange={setAmount}
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount ?? ''}
        hint={t('withdraw.available', { amount: money(limits.max, currency) })}
      />
      <TextInput
        type="password"
        label={t('withdraw.fundPassword')}
        value={fundPassword}
        onChange={setFundPassword}
        trim={false}
        maxLength={64}
        autoComplete="off"
        error={errors.fundPassword ?? ''}
      />
      <button
        type="submit"
        className="button button--primary withdraw-form__submit"
        aria-disabled={busy || undefined}
      >
        {t('withdraw.submit')}
      </button>
    </form>
  );
}
