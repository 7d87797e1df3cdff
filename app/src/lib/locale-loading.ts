// The 26 languages before React: the SPEC §4 choice rule picks one at start
// and its precompiled messages (FormatJS ASTs, so no message parser ships) are
// fetched by name. No React here: main.tsx starts the fetch while the app's
// code is still downloading.
import type { MessageFormatElement } from 'react-intl';
import { defaultLocale, localeFiles, type LocaleFile } from '@content/locale-files';
import type { LocaleTag } from '@content/locales';
import { chooseLanguage } from './language-choice';
import { readPreference } from './stored-preference';

/** The localStorage key of the player's language. */
export const localeStorageKey = 'lobbykit.language';

export type Messages = Record<string, MessageFormatElement[]>;

/** The content of a locale's compiled messages file. */
export interface MessagesFile {
  readonly locale: string;
  readonly messages: Messages;
}

/**
 * A shipped language's tag, direction and messages file: all start-up needs.
 * The picker's names and flags are in locale-choices.ts, out of start-up's code.
 */
export function localeFile(tag: LocaleTag): LocaleFile {
  const info = localeFiles.find((candidate) => candidate.tag === tag);
  if (!info) throw new Error(`no locale ${tag} in the generated locale files`);
  return info;
}

/** SPEC §4: the stored language, else the browser's, else the site default. */
export function initialLocale(browserLanguages: readonly string[] = navigator.languages): LocaleTag {
  const tags = localeFiles.map((info) => info.tag);
  return chooseLanguage(readPreference(localeStorageKey), browserLanguages, tags, defaultLocale);
}

/** Fetches a locale's compiled messages, named with its content hash, from the site root. */
export async function fetchMessages(tag: LocaleTag): Promise<Messages> {
  const { file } = localeFile(tag);
  const response = await fetch(new URL(file, document.baseURI));
  if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
  const body = (await response.json()) as MessagesFile;
  return body.messages;
}

// English as the build bundles it: its own chunk, fetched only when the
// chosen language's file cannot be (SPEC §8's start-up failure), so a player
// reads English rather than message ids and home's start-up code does not grow.
const bundledEnglishModules = import.meta.glob<Messages>('@content/i18n/en.*.json', { import: 'messages' });

/** English's messages from the build itself (a lazily loaded chunk), not from the site's i18n folder. */
export async function bundledEnglish(modules = bundledEnglishModules): Promise<Messages> {
  const { file } = localeFile('en');
  const load = Object.entries(modules).find(([path]) => path.endsWith(`/${file}`))?.[1];
  if (!load) throw new Error(`the build bundles no ${file}`);
  return load();
}

/**
 * The start-up language and its messages: the chosen language's file, else
 * (its fetch failed) English bundled with the build, else none at all, each
 * failure logged (SPEC §8).
 */
export async function startupMessages(
  chosen: LocaleTag,
  fetchChosen: (tag: LocaleTag) => Promise<Messages> = fetchMessages,
  loadEnglish: () => Promise<Messages> = bundledEnglish,
): Promise<{ locale: LocaleTag; messages: Messages }> {
  try {
    return { locale: chosen, messages: await fetchChosen(chosen) };
  } catch (error) {
    console.error('the messages could not be loaded, starting in English:', error);
  }
  try {
    return { locale: 'en', messages: await loadEnglish() };
  } catch (error) {
    console.error('starting without translations:', error);
    return { locale: 'en', messages: {} };
  }
}

/** Sets lang and dir on <html>: dir="rtl" mirrors the layout for ar and ur. */
export function applyLocale(tag: LocaleTag): void {
  document.documentElement.lang = tag;
  document.documentElement.dir = localeFile(tag).dir;
}
