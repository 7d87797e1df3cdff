import { describe, expect, it } from 'vitest';
import { fixturePromotions } from './testing/promotion-fixtures';
import { languageAttributes, promotionText } from './promotion-text';

const [, welcome, spring] = fixturePromotions;
if (!welcome || !spring) throw new Error('fixtures missing');

describe('a promotion’s words', () => {
  it('are the player’s language where the content has it', () => {
    expect(promotionText(welcome, 'ar')).toEqual({ value: welcome.text.ar, lang: 'ar' });
    expect(promotionText(welcome, 'en')).toEqual({ value: welcome.text.en, lang: 'en' });
  });

  it('fall back to English, saying so, where it has not', () => {
    expect(promotionText(spring, 'ar')).toEqual({ value: spring.text.en, lang: 'en' });
    expect(promotionText(welcome, 'de')).toEqual({ value: welcome.text.en, lang: 'en' });
  });

  it('mark English shown on another language’s page, and nothing on its own', () => {
    expect(languageAttributes('en', 'ar')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(languageAttributes('ar', 'ar')).toEqual({});
    expect(languageAttributes('en', 'en')).toEqual({});
  });
});
