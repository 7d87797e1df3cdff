// The bind flow: a popup of the Withdrawals page that binds a bank account
// or wallet. Its region is the one choose-location chose (?region=), else
// the player's own; the region's bank list comes from /withdraw/bind/query.
// Each field is checked by bind-rules.ts (on lib/validators) on submit, its
// message on the field, the first refused field focused; a valid form is
// sent to /withdraw/bind once at a time.
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { Popup } from '@/components/popup/popup';
import { TextInput } from '@/components/text-input/text-input';
import { useMessage } from '@/components/use-message';
import { useRefusedFocus } from '@/components/use-refused-focus';
import { useValidationMessage } from '@/components/use-validation-message';
import { bindAccount } from '@/features/withdraw/api/bind-account';
import {
  queryWithdrawBinding,
  type BoundAccount,
  type WithdrawBinding,
} from '@/features/withdraw/api/withdraw-binding';
import {
  accountKindOf,
  checkAccountNumber,
  checkHolderName,
  holderNameLength,
  type BindMessage,
} from '@/features/withdraw/bind-rules';
import { useRegionName } from '@/features/withdraw/region-names';
import { chooseLocationPath } from '@/features/withdraw/withdraw-paths';
import { BankPicker } from './bank-picker';

export interface BindAccountPopupProps {
  /** The region chosen on choose-location; the player's own when undefined. */
  readonly region: string | undefined;
  readonly onClose: () => void;
  readonly onBound: (accounts: readonly BoundAccount[]) => void;
}

export function BindAccountPopup({ region, onClose, onBound }: BindAccountPopupProps) {
  const t = useMessage();
  const [list, setList] = useState<{ region: string | undefined; binding: WithdrawBinding | null }>({
    region,
    binding: null,
  });
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    queryWithdrawBinding(region).then(
      (binding) => current && setList({ region, binding }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [region, attempt]);

  const binding = list.region === region ? list.binding : null;
  return (
    <Popup open onClose={onClose} title={t('withdraw.bindTitle')} className="withdraw-popup">
      {binding ? (
        // A new region starts a new form: its banks are another list.
        <BindForm key={binding.region} binding={binding} onBound={onBound} />
      ) : failed ? (
        <div className="withdraw-popup__status">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <div className="withdraw-popup__status">
          <LoadingSpinner label={t('common.loading')} />
        </div>
      )}
    </Popup>
  );
}

type BindField = 'bank' | 'accountNumber' | 'holderName';
type BindErrors = Partial<Record<BindField, string | undefined>>;

function BindForm({
  binding,
  onBound,
}: {
  readonly binding: WithdrawBinding;
  readonly onBound: (accounts: readonly BoundAccount[]) => void;
}) {
  const t = useMessage();
  const validationMessage = useValidationMessage();
  const regionName = useRegionName();
  const { formRef, focusFirstRefused } = useRefusedFocus();
  const [bankCode, setBankCode] = useState<string | null>(null);
  const [accountNumber, setAccountNumber] = useState('');
  const [holderName, setHolderName] = useState('');
  const [errors, setErrors] = useState<BindErrors>({});
  const [busy, setBusy] = useState(false);
  const bank = binding.banks.find((entry) => entry.bankCode === bankCode);
  const kind = accountKindOf(bank);
  const region = binding.regions.find((entry) => entry.region === binding.region) ?? {
    region: binding.region,
    name: binding.region,
  };

  const say = (problem: BindMessage): string | undefined => {
    switch (problem.key) {
      case 'withdraw.accountNumberLength':
        return t(problem.key, { min: problem.min, max: problem.max });
      case 'withdraw.holderNameCharacters':
        return t(problem.key);
      default:
        return validationMessage(problem);
    }
  };

  const validate = (): { errors: BindErrors; number: string; holder: string } => {
    const found: BindErrors = {};
    if (!bank) found.bank = t('withdraw.chooseBank');
    const number = checkAccountNumber(accountNumber, kind);
    if (!number.ok) found.accountNumber = say(number.problem);
    const holder = checkHolderName(holderName);
    if (!holder.ok) found.holderName = say(holder.problem);
    return { errors: found, number: number.ok ? number.value : '', holder: holder.ok ? holder.value : '' };
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = validate();
    setErrors(checked.errors);
    if (Object.values(checked.errors).some(Boolean)) {
      focusFirstRefused();
      return;
    }
    if (!bank) return;
    setBusy(true);
    bindAccount({
      region: binding.region,
      bankCode: bank.bankCode,
      accountNumber: checked.number,
      holderName: checked.holder,
    })
      // A refusal is shown by the call's toast; the form stays as typed.
      .then(onBound, () => undefined)
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
      <div className="bind-region">
        <p className="bind-region__text">
          <span className="bind-region__label">{t('withdraw.region')}</span>{' '}
          <strong className="bind-region__name">{regionName(region)}</strong>
        </p>
        {/* Replaces this entry: choosing there comes back to a new bind entry, and Back leaves the flow. */}
        <Link replace to={chooseLocationPath(binding.region)} className="bind-region__change">
          {t('withdraw.changeRegion')}
        </Link>
      </div>
      <BankPicker
        banks={binding.banks}
        chosen={bankCode}
        onChoose={(code) => {
          setBankCode(code);
          setErrors((shown) => ({ ...shown, bank: '' }));
        }}
        error={errors.bank}
      />
      <TextInput
        label={kind === 'mobile' ? t('withdraw.mobileNumber') : t('withdraw.accountNumber')}
        value={accountNumber}
        onChange={setAccountNumber}
        inputMode="numeric"
        type={kind === 'mobile' ? 'tel' : 'text'}
        autoComplete={kind === 'mobile' ? 'tel-national' : 'off'}
        maxLength={48}
        error={errors.accountNumber ?? ''}
      />
      <TextInput
        label={t('withdraw.accountName')}
        value={holderName}
        onChange={setHolderName}
        autoComplete="name"
        maxLength={holderNameLength.max + 16}
        error={errors.holderName ?? ''}
      />
      <button
        type="submit"
        className="button button--primary withdraw-form__submit"
        aria-disabled={busy || undefined}
      >
        {t('withdraw.addAccount')}
      </button>
    </form>
  );
}
