// A consumer of the typed messages, type-checked against the base fixture's
// generated messages.ts, locales.ts and locale-files.ts: a wrong key, a missing, misspelt or
// mistyped parameter must stay compile errors. Each @ts-expect-error line
// must stay an error (tsc reports one that is not).
import { defaultLocale, locales, pseudoLocale, type LocaleInfo, type LocaleTag } from '@content/locales';
import type { MessageArgs, MessageKey, MessageParams, TagFormatter } from '@content/messages';
import { localeFiles, type LocaleFile } from '@content/locale-files';

/** The shape of the app's translate function. */
declare function t<K extends MessageKey>(key: K, ...args: MessageArgs<K>): string;

const bold: TagFormatter = (chunks) => `**${chunks.join('')}**`;

const home: string = t('nav.home');
const added = t('wallet.balanceAdded', { amount: 12.5 });
const playing = t('games.nowPlaying', { game: 'Lucky Seven', vendor: 'Alpha Studio', b: bold });
const count = t('games.count', { count: 3 });
const rank = t('vip.rank', { place: 2 });
const greeting = t('profile.greeting', { gender: 'female' });
const received = t('mail.received', { date: new Date() });

// @ts-expect-error: not a key
t('nav.hom');
// @ts-expect-error: a message with a parameter needs it
t('wallet.balanceAdded');
// @ts-expect-error: 'vendor' is missing
t('games.nowPlaying', { game: 'Lucky Seven', b: bold });
// @ts-expect-error: a misspelt parameter
t('wallet.balanceAdded', { amont: 12.5 });
// @ts-expect-error: a plural takes a number
t('games.count', { count: 'three' });
// @ts-expect-error: this message takes no parameters
t('nav.home', { extra: 1 });

// Rich text with another chunk type, as react-intl passes elements.
type Element = { readonly element: string };
const params: MessageParams<Element>['games.nowPlaying'] = {
  game: 'Lucky Seven',
  vendor: 'Alpha Studio',
  b: (chunks) => ({ element: chunks.map(String).join('') }),
};

// Locales: tags, direction, plural categories and the file to load.
const arabic: LocaleTag = 'ar';
// @ts-expect-error: not a locale of the repository
const klingon: LocaleTag = 'tlh';
const fallback: 'en' | LocaleTag = defaultLocale;
const rightToLeft: LocaleInfo[] = locales.filter((locale) => locale.dir === 'rtl');
const arabicCategories = locales.find((locale) => locale.tag === 'ar')?.pluralCategories.cardinal;
const pseudoTag: 'en-XA' = pseudoLocale.tag;
const files: string[] = locales.map((locale) => locale.file);
const startUp: LocaleFile | undefined = localeFiles.find((locale) => locale.tag === 'ar');
const startUpDir: 'ltr' | 'rtl' | undefined = startUp?.dir;
// @ts-expect-error start-up's list has no names: they are the picker's, in locales.ts
const startUpName = localeFiles[0]?.name;

export const used = [home, added, playing, count, rank, greeting, received, params, arabic, klingon, fallback,
  rightToLeft, arabicCategories, pseudoTag, files, startUpDir, startUpName];
