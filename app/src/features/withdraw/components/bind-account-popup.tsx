// The bind flow: a popup of the Withdrawals page that binds a bank account
// or wallet. Its region is the one choose-location chose (?region=), else
// the player's own; the region's bank list comes from /withdraw/bind/query.
// Each field is checked by bind-rules.ts on submit, its message on the field;
// a valid form is sent to /withdraw/bind once at a time.
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { Popup } from '@/components/popup/popup';
import { TextInput } from '@/components/text-input/text-input';
import { useMessage } from '@/components/use-message';
import { bindAccount } from '@/features/withdraw/api/bind-account';
import {
  queryWithdrawBinding,
  type BoundAccount,
  type WithdrawBinding,
} from '@/features/withdraw/api/withdraw-binding';
import {
  accountKindOf,
  accountNumberLength,
  checkAccountNumber,
  checkHolderName,
  holderNameLength,
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
type BindErrors = Partial<Record<BindField, string>>;

function BindForm({
  binding,
  onBound,
}: {
  readonly binding: WithdrawBinding;
  readonly onBound: (accounts: readonly BoundAccount[]) => void;
}) {
  const t = useMessage();
  const regionName = useRegionName();
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

  const validate = (): { errors: BindErrors; number: string; holder: string } => {
    const found: BindErrors = {};
    if (!bank) found.bank = t('withdraw.chooseBank');
    const number = checkAccountNumber(accountNumber, kind);
    if (!number.ok) {
      found.accountNumber =
        number.problem === 'required'
          ? t('validation.required')
          : number.problem === 'digits'
            ? t('validation.digits')
            : t('withdraw.accountNumberLength', accountNumberLength[kind]);
    }
    const holder = checkHolderName(holderName);
    if (!holder.ok) {
      found.holderName =
        holder.problem === 'required'
          ? t('validation.required')
          : holder.problem === 'characters'
            ? t('withdraw.holderNameCharacters')
            : holder.problem === 'tooShort'
              ? t('validation.minLength', { min: holderNameLength.min })
              : t('validation.maxLength', { max: holderNameLength.max });
    }
    return { errors: found, number: number.ok ? number.value : '', holder: holder.ok ? holder.value : '' };
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const checked = validate();
    setErrors(checked.errors);
    const first = (['bank', 'accountNumber', 'holderName'] as const).find((field) => checked.errors[field]);
    if (first) {
      const target = first === 'bank' ? '[role="radiogroup"] input:not(:disabled)' : 'input';
      form.querySelector<HTMLElement>(`[data-field="${first}"] ${target}`)?.focus();
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
    <form className="withdraw-form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
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
      <div data-field="bank">
        <BankPicker
          banks={binding.banks}
          chosen={bankCode}
          onChoose={(code) => {
            setBankCode(code);
            setErrors((shown) => ({ ...shown, bank: '' }));
          }}
          error={errors.bank}
        />
      </div>
      <div data-field="accountNumber">
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
      </div>
      <div data-field="holderName">
        <TextInput
          label={t('withdraw.accountName')}
          value={holderName}
          onChange={setHolderName}
          autoComplete="name"
          maxLength={holderNameLength.max + 16}
          error={errors.holderName ?? ''}
        />
      </div>
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
