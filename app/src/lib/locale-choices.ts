// The languages as the language picker shows them: each one's own name and
// flag. Only the picker's lazy chunk imports this (and with it locales.ts);
// start-up loads a language through locale-loading.ts's slimmer list.
import { locales, type LocaleInfo, type LocaleTag } from '@content/locales';

/** The languages a player can choose (the pseudo-locale is for development only). */
export const shippedLocales: readonly LocaleInfo[] = locales.filter((info) => !info.devOnly);

export function localeInfo(tag: LocaleTag): LocaleInfo {
  const info = locales.find((candidate) => candidate.tag === tag);
  if (!info) throw new Error(`no locale ${tag} in the generated locales`);
  return info;
}
