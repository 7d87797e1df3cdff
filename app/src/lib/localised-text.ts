// Content written per language (promotions, content pages) in the player's
// language, or in English where the content has none for it (the toolchain
// warns about each such gap): the language comes with the text, so a page
// can mark English as lang="en".
import type { LocaleTag } from '@content/locales';

export interface Localised<T> {
  readonly value: T;
  /** The language `value` is written in: the player's, or 'en'. */
  readonly lang: LocaleTag;
}

/** One language's entry of a per-language table that always has English. */
export function inLanguage<T>(
  table: { readonly en: T } & Readonly<Partial<Record<LocaleTag, T>>>,
  locale: LocaleTag,
): Localised<T> {
  const own = table[locale];
  return own === undefined ? { value: table.en, lang: 'en' } : { value: own, lang: locale };
}

/**
 * The attributes that mark text in another language than the page's (only
 * English is ever shown in another's place, so left to right), none when it
 * is the page's.
 */
export function languageAttributes(lang: LocaleTag, pageLocale: LocaleTag) {
  return lang === pageLocale ? {} : { lang, dir: 'ltr' as const };
}
