// The currency-select popup of the narrow top bar (SPEC §2): the operator's
// money currencies with their icons and names in the player's language, a
// search over code and name, and the choice applied at once and kept.
import { useId, useState } from 'react';
import { CurrencyIcon } from '@/components/money/currency-icon';
import { useCurrencyName } from '@/components/money/use-currency-name';
import { Popup } from '@/components/popup/popup';
import { useMessage } from '@/components/use-message';
import { chooseCurrency } from '@/lib/money/chosen-currency';
import { isSpecialCurrency, useCurrencyList } from '@/lib/money/currency-list';
import { useShownBalance } from '@/lib/money/shown-balance';
import './currency-popup.css';

/** Whether a currency matches what the player typed: its code or its name, ignoring case. */
export function matchesCurrency(query: string, abbr: string, name: string): boolean {
  const wanted = query.trim().toLocaleLowerCase();
  return (
    wanted === '' || abbr.toLocaleLowerCase().includes(wanted) || name.toLocaleLowerCase().includes(wanted)
  );
}

export default function CurrencyPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessage();
  const id = useId();
  const currencyName = useCurrencyName();
  const list = useCurrencyList();
  const shown = useShownBalance();
  const [query, setQuery] = useState('');
  const offered = (list?.currencies ?? []).filter(
    (currency) =>
      !isSpecialCurrency(currency) && matchesCurrency(query, currency.abbr, currencyName(currency.abbr)),
  );
  return (
    <Popup open={open} onClose={onClose} title={t('currencyPopup.title')} className="currency-popup">
      <label className="visually-hidden" htmlFor={`${id}-search`}>
        {t('currencyPopup.search')}
      </label>
      <input
        id={`${id}-search`}
        className="currency-popup__search"
        type="search"
        placeholder={t('currencyPopup.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {offered.length === 0 ? (
        <p role="status">{t('currencyPopup.noMatch')}</p>
      ) : (
        <fieldset className="currency-popup__list">
          <legend className="visually-hidden">{t('currencyPopup.title')}</legend>
          {offered.map((currency) => (
            <label key={currency.abbr} className="currency-popup__option">
              <input
                type="radio"
                name={`${id}-currency`}
                value={currency.abbr}
                checked={shown?.currency.abbr === currency.abbr}
                onChange={() => {
                  chooseCurrency(currency.abbr);
                  onClose();
                }}
              />
              <CurrencyIcon src={currency.currency_icon} size={24} />
              <span className="currency-popup__code">{currency.abbr}</span>
              <span className="currency-popup__name">{currencyName(currency.abbr)}</span>
            </label>
          ))}
        </fieldset>
      )}
    </Popup>
  );
}
