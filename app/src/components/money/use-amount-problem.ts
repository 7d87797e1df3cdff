// The field message for an amount the validator refused, in the player's
// language, with the limits it broke formatted in the form's currency.
import { useMessage } from '@/components/use-message';
import type { AmountLimits, AmountProblem } from '@/lib/money/amount-validator';
import type { CurrencyDisplay } from '@/lib/money/currency-display';
import { useFormatMoney } from './money-text';

export function useAmountProblem() {
  const t = useMessage();
  const money = useFormatMoney();
  return (problem: AmountProblem, limits: AmountLimits, currency: CurrencyDisplay): string => {
    switch (problem) {
      case 'required':
        return t('validation.required');
      case 'notANumber':
        return t('validation.number');
      case 'notPositive':
        return t('validation.amountPositive');
      case 'tooManyDecimals':
        return t('validation.amountDecimals');
      case 'belowMinimum':
        return t('validation.amountMin', { min: money(limits.min ?? 0, currency) });
      case 'aboveMaximum':
        return limits.max === undefined
          ? t('validation.number')
          : t('validation.amountMax', { max: money(limits.max, currency) });
    }
  };
}
