import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './normalize-search-text';

describe('normalizeSearchText', () => {
  it('ignores case and accents', () => {
    expect(normalizeSearchText('Crème Brûlée BINGO')).toBe('creme brulee bingo');
    expect(normalizeSearchText('Señorita')).toBe(normalizeSearchText('senorita'));
  });

  it('folds full-width letters and collapses spaces', () => {
    expect(normalizeSearchText('  ＳＬＯＴ   Ｋｉｎｇ ')).toBe('slot king');
  });

  it('matches Japanese kana with or without voicing marks, half-width or full-width', () => {
    expect(normalizeSearchText('スロット')).toBe(normalizeSearchText('ｽﾛｯﾄ'));
    expect(normalizeSearchText('ゲーム')).toContain(normalizeSearchText('ケ'));
  });

  it('ignores Arabic vowel signs', () => {
    expect(normalizeSearchText('أَلْعَاب')).toBe('العاب');
    expect(normalizeSearchText('لُعْبَة')).toBe('لعبة');
  });

  it('ignores Thai tone marks and keeps the consonants in order', () => {
    expect(normalizeSearchText('สล็อต')).toBe(normalizeSearchText('สลอต'));
    expect(normalizeSearchText('เกมสล็อตออนไลน์')).toContain(normalizeSearchText('สล็อต'));
  });
});
