// The settings of the top bar's hover panel and the side menu: language,
// currency (signed-in players only, money currencies only, kept across
// reloads) and theme, each a labelled native select (keyboard, touch and
// screen readers for free).
import { useId } from 'react';
import type { LocaleTag } from '@content/locales';
import { themes, type ThemeName } from '@content/themes';
import { useMessage } from '@/components/use-message';
import { useLocale } from '@/lib/locale';
import { shippedLocales } from '@/lib/locale-loading';
import { useCurrencyName } from '@/components/money/use-currency-name';
import { chooseCurrency } from '@/lib/money/chosen-currency';
import { isSpecialCurrency, useCurrencyList } from '@/lib/money/currency-list';
import { useShownBalance } from '@/lib/money/shown-balance';
import { isSignedIn, useSession } from '@/lib/session-store';
import { isThemeName, useTheme } from '@/lib/theme';

export function SettingsPanel() {
  const t = useMessage();
  const id = useId();
  const { locale, setLocale } = useLocale();
  const { theme, setTheme } = useTheme();
  const session = useSession();
  return (
    <form className="settings-panel" onSubmit={(event) => event.preventDefault()}>
      <p className="settings-panel__title">{t('settings.title')}</p>
      <label htmlFor={`${id}-language`}>{t('settings.language')}</label>
      <select
        id={`${id}-language`}
        value={locale}
        onChange={(event) => void setLocale(event.target.value as LocaleTag)}
      >
        {shippedLocales.map((info) => (
          <option key={info.tag} value={info.tag} lang={info.tag}>
            {info.name}
          </option>
        ))}
      </select>
      {isSignedIn(session) && <CurrencySelect id={`${id}-currency`} />}
      <label htmlFor={`${id}-theme`}>{t('settings.theme')}</label>
      <select
        id={`${id}-theme`}
        value={theme}
        onChange={(event) => {
          const name: string = event.target.value;
          if (isThemeName(name)) setTheme(name satisfies ThemeName);
        }}
      >
        {themes.map((option) => (
          <option key={option.name} value={option.name}>
            {t(option.labelKey)}
          </option>
        ))}
      </select>
    </form>
  );
}

function CurrencySelect({ id }: { id: string }) {
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
