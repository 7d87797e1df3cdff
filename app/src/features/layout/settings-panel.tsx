// The settings of the top bar's hover panel: language, currency and theme,
// each a labelled native select (keyboard, touch and screen readers for free).
import { useId } from 'react';
import { currencies } from '@content/currencies';
import type { LocaleTag } from '@content/locales';
import { site } from '@content/site';
import { themes, type ThemeName } from '@content/themes';
import { useMessage } from '@/components/use-message';
import { useLocale } from '@/lib/locale';
import { shippedLocales } from '@/lib/locale-loading';
import { updateSession, useSession } from '@/lib/session-store';
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
      <label htmlFor={`${id}-currency`}>{t('settings.currency')}</label>
      <select
        id={`${id}-currency`}
        value={session.currency ?? site.defaultCurrency}
        onChange={(event) => updateSession({ currency: event.target.value })}
      >
        {currencies.map((currency) => (
          <option key={currency.abbr} value={currency.abbr}>
            {currency.abbr} · {currency.name}
          </option>
        ))}
      </select>
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
