// The settings panel's currency select (signed-in players only): the
// operator's money currencies with their names in the player's language; the
// choice is kept across reloads.
import { useCurrencyName } from '@/components/money/use-currency-name';
import { useMessage } from '@/components/use-message';
import { chooseCurrency } from '@/lib/money/chosen-currency';
import { isSpecialCurrency, useCurrencyList } from '@/lib/money/currency-list';
import { useShownBalance } from '@/lib/money/shown-balance';

export default function CurrencySelect({ id }: { id: string }) {
  const t = useMessage();
  const currencyName = useCurrencyName();
  const list = useCurrencyList();
  const shown = useShownBalance();
  if (!list || !shown) return null;
  return (
    <>
      <label htmlFor={id}>{t('settings.currency')}</label>
      <select id={id} value={shown.currency.abbr} onChange={(event) => chooseCurrency(event.target.value)}>
        {list.currencies
          .filter((currency) => !isSpecialCurrency(currency))
          .map((currency) => (
            <option key={currency.abbr} value={currency.abbr}>
              {currency.abbr} · {currencyName(currency.abbr)}
            </option>
          ))}
      </select>
    </>
  );
}
