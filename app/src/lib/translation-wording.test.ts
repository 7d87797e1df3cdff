// The words players read about the law and their account, in every shipped
// language, as the compiled messages format them (issue 19, point 7). Each
// block would have failed on the translations it was written for.
import type { LocaleTag } from '@content/locales';
import type { MessageKey } from '@content/messages';
import { createIntl, type MessageFormatElement } from 'react-intl';
import { localeInfo, shippedLocales } from '@/lib/locale-choices';
import { testMessages } from '@/testing/render-app';

/** A message as a player reads it: rich-text tags reduced to their text. */
function plainText(tag: LocaleTag, key: MessageKey): string {
  const intl = createIntl({ locale: tag, messages: testMessages(tag) });
  const keepText = (chunks: string[]) => chunks.join('');
  return String(intl.formatMessage({ id: key }, { terms: keepText, privacy: keepText }));
}

/** The text inside a message's <terms>…</terms> tag. */
function termsLinkText(tag: LocaleTag, key: MessageKey): string {
  const intl = createIntl({ locale: tag, messages: testMessages(tag) });
  let inside = '';
  intl.formatMessage(
    { id: key },
    {
      terms: (chunks: string[]) => {
        inside = chunks.join('');
        return inside;
      },
      privacy: (chunks: string[]) => chunks.join(''),
    },
  );
  return inside;
}

const tags = shippedLocales.map((info) => info.tag);

/** Each tag with the value of `read` in that language, when `bad` says it is wrong there. */
function failing<T>(read: (tag: LocaleTag) => T, bad: (value: T, tag: LocaleTag) => boolean) {
  return tags.flatMap((tag) => {
    const value = read(tag);
    return bad(value, tag) ? [{ tag, value }] : [];
  });
}

describe('the registration consent', () => {
  const consentKeys = ['auth.register.agreement', 'auth.telegram.agreement'] as const;

  // The legal age differs by country (Ukraine's is 21): ru, uk, pl and tr said 18.
  it('names no age: no digit in any script', () => {
    for (const key of consentKeys) {
      expect(
        failing(
          (tag) => plainText(tag, key),
          (text) => /\p{Nd}/u.test(text),
        ),
        key,
      ).toEqual([]);
    }
  });

  // "Adult" or "of age" is the age of majority, which is not the gambling age
  // everywhere: de, el, fr, it, nl, fi, bn, hi, ja, ko, es and pt said so.
  const ageOfMajority =
    /adult|\bof (legal )?age\b|volljährig|majeur|maggiorenne|mayor de edad|maior de idade|meerderjarig|täysi-ikäinen|ενήλικ|成人|成年|cukup umur|প্রাপ্তবয়স্ক|वयस्क|นิติภาวะ|совершеннолет|повнолітн|pełnoletn|reşit|legal na edad|قانونی عمر|السن القانونية/iu;

  it('says "of the legally permitted age", never "adult" or "of age"', () => {
    for (const key of consentKeys) {
      expect(
        failing(
          (tag) => plainText(tag, key),
          (text) => ageOfMajority.test(text),
        ),
        key,
      ).toEqual([]);
    }
  });

  it('reads the same in the register form and the Telegram sheet', () => {
    expect(
      failing(
        (tag) => [plainText(tag, 'auth.register.agreement'), plainText(tag, 'auth.telegram.agreement')],
        ([register, telegram]) => register !== telegram,
      ),
    ).toEqual([]);
  });
});

describe('keys whose English word has two senses', () => {
  // "Sign in" on the daily reward button read as the account's sign-in (tl
  // wrote "Mag-sign in", and the English said "Sign in" itself).
  it('the daily sign-in reward button never uses the account sign-in’s words', () => {
    const accountSignIn: MessageKey[] = ['auth.signIn.submit', 'auth.signIn.title', 'topBar.signIn'];
    expect(
      failing(
        (tag) => plainText(tag, 'dailySignIn.claim'),
        (claim, tag) => accountSignIn.some((key) => plainText(tag, key) === claim),
      ),
    ).toEqual([]);
  });

  // A promotion's terms were named like the site's Terms of Service (ja 利用規約).
  it('a promotion’s terms are not named like the site’s Terms of Service', () => {
    expect(
      failing(
        (tag) => plainText(tag, 'bonus.terms'),
        (terms, tag) => terms === termsLinkText(tag, 'auth.register.agreement'),
      ),
    ).toEqual([]);
  });

  // The music player's Play read as playing a game (ru Играть, uk Грати).
  // English, Malay and Thai use one verb for both: their media players say so.
  const oneVerbForBoth = new Set<LocaleTag>(['en', 'ms', 'th']);
  it('the music player’s Play is not the game’s Play, except where the language uses one verb', () => {
    expect(
      failing(
        (tag) => plainText(tag, 'music.play'),
        (play, tag) => !oneVerbForBoth.has(tag) && play === plainText(tag, 'lobby.play'),
      ),
    ).toEqual([]);
  });
});

describe('the on/off switch', () => {
  // A 5-character limit made el, es, fr, it, pt, tr and uk write Yes/No.
  it('says On/Off, never the words for Yes/No', () => {
    expect(
      failing(
        (tag) => [plainText(tag, 'widgets.switch.on'), plainText(tag, 'widgets.switch.off')],
        ([on, off], tag) => on === plainText(tag, 'common.yes') || off === plainText(tag, 'common.no'),
      ),
    ).toEqual([]);
  });
});

/** The text of every branch of a compiled message, placeholders dropped. */
function literalText(elements: readonly MessageFormatElement[]): string {
  return elements
    .map((element) => {
      // 0 is TYPE.literal of @formatjs/icu-messageformat-parser (react-intl does not re-export the enum).
      if (element.type === 0 && 'value' in element) return element.value;
      if ('children' in element) return literalText(element.children); // a tag
      if ('options' in element) {
        // a select or plural: every case
        return Object.values(element.options)
          .map((option) => literalText(option.value))
          .join(' ');
      }
      return ' ';
    })
    .join('');
}

/** Every message of a locale whose text matches `pattern`, with its key. */
function messagesMatching(tag: LocaleTag, pattern: RegExp): { key: string; text: string }[] {
  return Object.entries(testMessages(tag)).flatMap(([key, elements]) => {
    const text = literalText(elements);
    return pattern.test(text) ? [{ key, text }] : [];
  });
}

/** Any of `words` as a whole word, in any script, any case. */
function anyWord(words: readonly string[]): RegExp {
  return new RegExp(`(?<!\\p{L})(?:${words.join('|')})(?!\\p{L})`, 'iu');
}

describe('the language variants a player sees', () => {
  it('Portuguese is labelled Brazilian, with the Brazilian flag', () => {
    expect(localeInfo('pt')).toMatchObject({
      name: 'Português (Brasil)',
      englishName: 'Portuguese (Brazil)',
      flag: '🇧🇷',
    });
  });

  it('the Portuguese text has no European Portuguese forms', () => {
    const european = anyWord([
      'ecrã',
      'telemóve(l|is)',
      'regist(ar|o|e|ou)',
      'utilizador(es)?',
      'aceder',
      'ficheiros?',
      'palavra-passe',
      'descarregar',
      'contactos?',
      'equipa',
    ]);
    expect(messagesMatching('pt', european)).toEqual([]);
  });

  it('Spanish is labelled as Spain’s, with the Spanish flag', () => {
    expect(localeInfo('es')).toMatchObject({
      name: 'Español (España)',
      englishName: 'Spanish (Spain)',
      flag: '🇪🇸',
    });
  });

  // It mixed Spain (móvil, ajustes, añadir) and Latin America (billetera,
  // tragamonedas, retiro, en vivo).
  it('the Spanish text uses Spain’s words throughout', () => {
    const latinAmerican = anyWord([
      'celular(es)?',
      'computadoras?',
      'billeteras?',
      'tragamonedas',
      'en vivo',
      'retiros?', // the noun: Spain says retirada
      'agreg(ar|a|ado|ada)',
    ]);
    expect(messagesMatching('es', latinAmerican)).toEqual([]);
  });

  it('the Spanish text addresses the player as tú, never usted', () => {
    const usted = anyWord([
      'usted(es)?',
      'introduzca',
      'ingrese',
      'elija',
      'seleccione',
      'inténtelo',
      'vuelva',
      'pulse',
      'escriba',
    ]);
    expect(messagesMatching('es', usted)).toEqual([]);
  });
});
