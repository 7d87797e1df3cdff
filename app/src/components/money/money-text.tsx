// An amount of money as the player reads it: the currency's mark and the
// figure in their language's digits, with the currency's code for screen
// readers (a mark alone, "₮", says little when read out).
import { useLocale } from '@/lib/locale';
import type { CurrencyDisplay } from '@/lib/money/currency-display';
import { formatMoney } from '@/lib/money/money-format';

export interface MoneyTextProps {
  /** Minor units. */
  readonly minorUnits: number;
  readonly currency: CurrencyDisplay;
  readonly className?: string;
}

export function MoneyText({ minorUnits, currency, className }: MoneyTextProps) {
  const { locale } = useLocale();
  return (
    <span className={className}>
      <span aria-hidden="true">{formatMoney(minorUnits, locale, currency.mark)}</span>
      <span className="visually-hidden">
        {formatMoney(minorUnits, locale, '')} {currency.abbr}
      </span>
    </span>
  );
}

/** The same as text, for a message parameter or an attribute. */
export function useFormatMoney(): (minorUnits: number, currency: CurrencyDisplay) => string {
  const { locale } = useLocale();
  return (minorUnits, currency) => `${formatMoney(minorUnits, locale, currency.mark)} ${currency.abbr}`;
}
