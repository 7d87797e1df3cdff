// The deposit form: currency, then one of its methods, then the amount (typed
// or a quick amount) within the method's limits, with the deposit bonus the
// player would get. A refused amount is marked on the field and sends
// nothing; a good one tracks click_deposit and creates the payment once.
import { useRef, useState, type FormEvent, type Ref } from 'react';
import { CurrencyIcon } from '@/components/money/currency-icon';
import { useFormatMoney } from '@/components/money/money-text';
import { useAmountProblem } from '@/components/money/use-amount-problem';
import { usePaymentMethodLabel } from '@/components/money/use-currency-name';
import { TextInput } from '@/components/text-input/text-input';
import { useMessage } from '@/components/use-message';
import { useLocale } from '@/lib/locale';
import { validateAmount } from '@/lib/money/amount-validator';
import { useChosenCurrency } from '@/lib/money/chosen-currency';
import { depositBonusPercent, useWelcomePacket } from '@/lib/money/deposit-bonus';
import { trackDeposit } from '@/lib/tracking';
import { createDepositSender, type Payment } from '@/features/wallet/api/create-payment';
import {
  depositCurrencies,
  initialDepositCurrency,
  type DepositCurrency,
} from '@/features/wallet/deposit-options';
import { quickAmounts } from '@/features/wallet/quick-amounts';
import type { CurrencyList } from '@/lib/money/currency-list';
import { ChoiceGroup } from './choice-group';

export interface DepositFormProps {
  readonly list: CurrencyList;
  /** A payment was created: open its payment page. */
  readonly onCreated: (payment: Payment) => void;
  /** The deposit button, which gets focus back when the payment page closes. */
  readonly submitRef: Ref<HTMLButtonElement>;
}

const bonusStageKeys = ['wallet.firstDeposit', 'wallet.secondDeposit', 'wallet.thirdDeposit'] as const;

/** What a quick amount puts in the field: plain digits the validator reads, "12.5" for 1250. */
function fieldText(minorUnits: number): string {
  return String(minorUnits / 100);
}

export function DepositForm({ list, onCreated, submitRef }: DepositFormProps) {
  const t = useMessage();
  const { locale } = useLocale();
  const money = useFormatMoney();
  const amountProblem = useAmountProblem();
  const methodLabel = usePaymentMethodLabel();
  const chosen = useChosenCurrency();
  const packet = useWelcomePacket();
  const options = depositCurrencies(list);
  const [currencyChoice, setCurrencyChoice] = useState(() => initialDepositCurrency(options, chosen));
  const [methodChoice, setMethodChoice] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [showProblem, setShowProblem] = useState(false);
  const [sending, setSending] = useState(false);
  const [send] = useState(createDepositSender);
  const sendingNow = useRef(false);
  const fieldRef = useRef<HTMLDivElement>(null);

  const option: DepositCurrency | undefined =
    options.find((candidate) => candidate.currency.abbr === currencyChoice) ?? options[0];
  if (!option) return <p className="wallet-card wallet-form__none">{t('wallet.noMethods')}</p>;
  const { currency } = option;
  const method = option.methods.find((candidate) => candidate.method === methodChoice) ?? option.methods[0];
  if (!method) return null;
  const limits = { min: method.min, max: method.max };
  const check = validateAmount(amount, limits);
  const problem = showProblem && !check.ok ? amountProblem(check.problem, limits, currency) : undefined;
  const bonus = depositBonusPercent(packet);
  const bonusStage = packet ? bonusStageKeys[packet.payCount] : undefined;
  const quickFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sendingNow.current) return;
    trackDeposit();
    setShowProblem(true);
    if (!check.ok) {
      fieldRef.current?.querySelector('input')?.focus();
      return;
    }
    sendingNow.current = true;
    setSending(true);
    try {
      onCreated(await send({ currency: currency.abbr, method: method.method, amount: check.minorUnits }));
    } catch {
      // The app's toast says why; the same press again retries with the same key when that can help.
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
  };

  return (
    <form className="wallet-card wallet-form" onSubmit={(event) => void submit(event)} noValidate>
      <ChoiceGroup
        legend={t('wallet.chooseCurrency')}
        value={currency.abbr}
        onChange={(abbr) => {
          setCurrencyChoice(abbr);
          setMethodChoice(null);
        }}
        choices={options.map(({ currency: each }) => ({
          value: each.abbr,
          label: (
            <>
              <CurrencyIcon src={each.currency_icon} />
              {each.abbr}
            </>
          ),
        }))}
      />
      <ChoiceGroup
        legend={t('wallet.method')}
        value={method.method}
        onChange={setMethodChoice}
        choices={option.methods.map((each) => ({ value: each.method, label: methodLabel(each.method) }))}
      />
      <div className="wallet-amount" ref={fieldRef} role="group" aria-label={t('wallet.amount')}>
        {/* The field's message takes the range's line: a message appearing on
            blur does not move the deposit button from under the pointer. */}
        <TextInput
          label={t('wallet.amount')}
          value={amount}
          onChange={setAmount}
          onBlur={() => amount !== '' && setShowProblem(true)}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('wallet.amountPlaceholder')}
          {...(problem
            ? { error: problem }
            : {
                hint: t('wallet.amountRange', {
                  min: money(method.min, currency),
                  max: money(method.max, currency),
                }),
              })}
        />
        {bonus !== null && (
          <p className="wallet-bonus">
            {bonusStage && <span className="wallet-bonus__stage">{t(bonusStage)}</span>}
            <strong className="wallet-bonus__percent">{t('wallet.bonusActive', { percent: bonus })}</strong>
          </p>
        )}
        <div className="wallet-quick" role="group" aria-label={t('wallet.quickAmounts')}>
          {quickAmounts(method).map((quick) => (
            <button
              key={quick}
              type="button"
              className="wallet-quick__amount"
              data-current={(check.ok && check.minorUnits === quick) || undefined}
              onClick={() => setAmount(fieldText(quick))}
            >
              {quickFormat.format(quick / 100)}
            </button>
          ))}
        </div>
      </div>
      <button
        ref={submitRef}
        type="submit"
        className="button button--primary wallet-form__submit"
        disabled={sending}
      >
        {sending ? t('wallet.submitting') : t('wallet.submit')}
      </button>
    </form>
  );
}
