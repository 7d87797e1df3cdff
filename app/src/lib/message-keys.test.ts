import { categories } from '@content/categories';
import { locales } from '@content/locales';
import { testMessages } from '@/testing/render-app';
import { isPlainMessageKey } from './message-keys';

describe('isPlainMessageKey', () => {
  const english = testMessages('en');

  it('accepts a key of the table whose message takes no parameters', () => {
    expect(isPlainMessageKey('category.slots', english)).toBe(true);
  });

  it('refuses a message that takes parameters, and a key the table lacks', () => {
    expect(isPlainMessageKey('lobby.gameBy', english)).toBe(false);
    expect(isPlainMessageKey('category.nothing', english)).toBe(false);
  });

  it('finds every category’s label key as a plain message in every locale', () => {
    for (const { tag } of locales) {
      const table = testMessages(tag);
      expect(categories.filter(({ labelKey }) => !isPlainMessageKey(labelKey, table))).toEqual([]);
    }
  });
});
