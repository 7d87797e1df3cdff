// The language the app speaks, switchable at run time: react-intl's provider
// with the chosen locale's precompiled messages; the choice persists.
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { defaultLocale } from '@content/locale-files';
import type { LocaleTag } from '@content/locales';
import { applyLocale, fetchMessages, localeStorageKey, type Messages } from './locale-loading';
import { writePreference } from './stored-preference';

interface LocaleContextValue {
  readonly locale: LocaleTag;
  /** Loads the language's messages, then switches to it and stores the choice. */
  readonly setLocale: (tag: LocaleTag) => Promise<void>;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export interface LocaleProviderProps {
  readonly initialLocale: LocaleTag;
  /** The initial locale's messages, loaded before the first render. */
  readonly initialMessages: Messages;
  /** How another locale's messages are loaded; tests pass a synchronous loader. */
  readonly loadMessages?: (tag: LocaleTag) => Promise<Messages>;
  readonly children: ReactNode;
}

export function LocaleProvider({
  initialLocale: initial,
  initialMessages,
  loadMessages = fetchMessages,
  children,
}: LocaleProviderProps) {
  const [state, setState] = useState(() => {
    applyLocale(initial);
    return { locale: initial, messages: initialMessages };
  });
  const setLocale = useCallback(
    async (tag: LocaleTag) => {
      const messages = await loadMessages(tag);
      writePreference(localeStorageKey, tag);
      applyLocale(tag);
      setState({ locale: tag, messages });
    },
    [loadMessages],
  );
  const value = useMemo(() => ({ locale: state.locale, setLocale }), [state.locale, setLocale]);
  return (
    <LocaleContext value={value}>
      <IntlProvider locale={state.locale} defaultLocale={defaultLocale} messages={state.messages}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

export function useLocale(): LocaleContextValue {
  const value = use(LocaleContext);
  if (!value) throw new Error('useLocale needs a LocaleProvider above it');
  return value;
}
