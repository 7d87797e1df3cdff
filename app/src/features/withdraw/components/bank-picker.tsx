// The bind form's bank: a search field over the region's list and the list
// itself as one group of radio buttons (Tab enters it at the chosen bank,
// the arrow keys move through it). The chosen bank stays in the list while
// a search would hide it, so the group always shows what is chosen. A bank
// the list marks unavailable (status 0) cannot be chosen.
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { TextInput } from '@/components/text-input/text-input';
import { useMessage } from '@/components/use-message';
import type { Bank } from '@/features/withdraw/api/withdraw-binding';
import { searchBanks } from '@/features/withdraw/bank-search';

export interface BankPickerProps {
  readonly banks: readonly Bank[];
  readonly chosen: string | null;
  readonly onChoose: (bankCode: string) => void;
  readonly error?: string | undefined;
}

export function BankPicker({ banks, chosen, onChoose, error }: BankPickerProps) {
  const t = useMessage();
  const id = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const found = useMemo(() => searchBanks(banks, deferredQuery), [banks, deferredQuery]);
  const chosenBank = banks.find((bank) => bank.bankCode === chosen);
  const shown = chosenBank && !found.includes(chosenBank) ? [chosenBank, ...found] : found;

  return (
    <div className="bank-picker">
      <TextInput
        type="search"
        label={t('withdraw.searchBank')}
        value={query}
        onChange={setQuery}
        autoComplete="off"
        enterKeyHint="search"
        onKeyDown={(event) => {
          // Enter in the search field chooses the only match rather than sending the form.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          const only = found.length === 1 ? found[0] : undefined;
          if (only && only.status !== 0) onChoose(only.bankCode);
        }}
      />
      <p id={`${id}-label`} className="bank-picker__label">
        {t('withdraw.bank')}
      </p>
      <div
        role="radiogroup"
        className="bank-picker__list"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {shown.map((bank) => {
          const unavailable = bank.status === 0;
          return (
            <label key={bank.bankCode} className="bank-option" data-unavailable={unavailable || undefined}>
              <input
                type="radio"
                name={`${id}-bank`}
                value={bank.bankCode}
                checked={bank.bankCode === chosen}
                disabled={unavailable}
                onChange={() => onChoose(bank.bankCode)}
              />
              <span className="bank-option__name">{bank.bankName ?? bank.bankCode}</span>
              <span className="bank-option__code">
                {unavailable ? t('withdraw.bankUnavailable') : bank.bankName ? bank.bankCode : ''}
              </span>
            </label>
          );
        })}
      </div>
      <p className="bank-picker__none" role="status">
        {found.length === 0 ? t('withdraw.noBankMatch', { query: deferredQuery.trim() }) : ''}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
