// The 26 languages: the SPEC §4 choice rule picks one at start, the player can
// switch, and the choice persists. Each language's precompiled messages (FormatJS
// ASTs, so no message parser ships) are fetched only when it is chosen.
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { defaultLocale, locales, type LocaleInfo, type LocaleTag } from '@content/locales';
import { chooseLanguage } from './language-choice';
import { readPreference, writePreference } from './stored-preference';

/** The localStorage key of the player's language. */
export const localeStorageKey = 'lobbykit.language';

export type Messages = Record<string, MessageFormatElement[]>;

/** The content of a locale's compiled messages file. */
export interface MessagesFile {
  readonly locale: string;
  readonly messages: Messages;
}

/** The languages a player can choose (the pseudo-locale is for development only). */
export const shippedLocales: readonly LocaleInfo[] = locales.filter((info) => !info.devOnly);

export function localeInfo(tag: LocaleTag): LocaleInfo {
  const info = locales.find((candidate) => candidate.tag === tag);
  if (!info) throw new Error(`no locale ${tag} in the generated locales`);
  return info;
}

/** SPEC §4: the stored language, else the browser's, else the site default. */
export function initialLocale(browserLanguages: readonly string[] = navigator.languages): LocaleTag {
  const tags = shippedLocales.map((info) => info.tag);
  return chooseLanguage(readPreference(localeStorageKey), browserLanguages, tags, defaultLocale);
}

/** Fetches a locale's compiled messages, named with its content hash, from the site root. */
export async function fetchMessages(tag: LocaleTag): Promise<Messages> {
  const { file } = localeInfo(tag);
  const response = await fetch(new URL(file, document.baseURI));
  if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
  const body = (await response.json()) as MessagesFile;
  return body.messages;
}

/** Sets lang and dir on <html>: dir="rtl" mirrors the layout for ar and ur. */
export function applyLocale(tag: LocaleTag): void {
  document.documentElement.lang = tag;
  document.documentElement.dir = localeInfo(tag).dir;
}

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
