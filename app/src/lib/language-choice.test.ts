import { chooseLanguage, mapLanguageTag } from './language-choice';

const shipped = ['en', 'zh', 'zh-HK', 'tl', 'fi', 'pt', 'ar', 'uk'] as const;
const choose = (stored: string | null, browser: string[]) => chooseLanguage(stored, browser, shipped, 'en');

describe('mapLanguageTag', () => {
  it.each([
    ['zh-CN', 'zh'],
    ['zh', 'zh'],
    ['zh-Hans-CN', 'zh'],
    ['zh-HK', 'zh-HK'],
    ['zh-TW', 'zh-HK'],
    ['zh-MO', 'zh-HK'],
    ['zh-Hant', 'zh-HK'],
    ['fil', 'tl'],
    ['fil-PH', 'tl'],
    ['pt-BR', 'pt'],
    ['en-GB', 'en'],
    ['fi-FI', 'fi'],
    ['AR_eg', 'ar'],
  ])('%s becomes %s', (tag, expected) => {
    expect(mapLanguageTag(tag)).toBe(expected);
  });
});

describe('chooseLanguage', () => {
  it('keeps the stored language', () => {
    expect(choose('uk', ['pt-BR'])).toBe('uk');
  });

  it('uses the browser language when nothing is stored', () => {
    expect(choose(null, ['pt-BR', 'en'])).toBe('pt');
    expect(choose(null, ['zh-TW'])).toBe('zh-HK');
  });

  it('does not read Filipino as Finnish', () => {
    expect(choose(null, ['fil-PH'])).toBe('tl');
  });

  it('skips browser languages the site does not ship', () => {
    expect(choose(null, ['sw-KE', 'ar-EG'])).toBe('ar');
  });

  it('falls back to English when nothing matches', () => {
    expect(choose(null, ['sw-KE', 'am'])).toBe('en');
    expect(choose('xx', [])).toBe('en');
  });

  it('ignores a stored language the site no longer ships', () => {
    expect(choose('xx', ['fi'])).toBe('fi');
  });
});
