// The settings of the top bar's hover panel, the side menu and the Account
// tab: language (the language popup, each language with its flag), currency
// (signed-in players only, money currencies only, kept across reloads) and
// theme, a labelled native select (keyboard, touch and screen readers for free).
import { lazy, Suspense, useId } from 'react';
import { themes, type ThemeName } from '@content/themes';
import { LanguagePopup } from '@/components/language-popup/language-popup';
import { useMessage } from '@/components/use-message';
import { isSignedIn, useSession } from '@/lib/session-store';
import { isThemeName, useTheme } from '@/lib/theme';
import './settings-panel.css';

// Signed-in players only: the money code loads with it, not with every visitor's start.
const CurrencySelect = lazy(() => import('./settings-currency-select'));

export interface SettingsPanelProps {
  /** The panel's title is a heading of this level where the page has headings (the Account tab). */
  readonly titleLevel?: 2;
}

export function SettingsPanel({ titleLevel }: SettingsPanelProps) {
  const t = useMessage();
  const id = useId();
  const { theme, setTheme } = useTheme();
  const session = useSession();
  return (
    <form className="settings-panel" onSubmit={(event) => event.preventDefault()}>
      {titleLevel === 2 ? (
        <h2 className="settings-panel__title">{t('settings.title')}</h2>
      ) : (
        <p className="settings-panel__title">{t('settings.title')}</p>
      )}
      <span className="settings-panel__label" aria-hidden="true">
        {t('settings.language')}
      </span>
      <LanguagePopup />
      {isSignedIn(session) && (
        <Suspense fallback={null}>
          <CurrencySelect id={`${id}-currency`} />
        </Suspense>
      )}
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
