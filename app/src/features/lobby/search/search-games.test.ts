import type { Game } from '@content/games';
import { describe, expect, it } from 'vitest';
import { searchGames, searchIndex } from './search-games';

function game(id: string, name: string, vendor: string, category: string): Game {
  return { id, name, vendor, category, hot: false, tags: [], launchId: id } as unknown as Game;
}

const vendorNames: Record<string, string> = { 'golden-lantern': 'Golden Lantern', jadewave: 'Jadewave' };
const japaneseCategories: Record<string, string> = { slots: 'スロット', fishing: 'フィッシング' };
const catalogue = [
  game('abyss', 'Abyss Whale Raid', 'golden-lantern', 'fishing'),
  game('creme', 'Crème Brûlée Bingo', 'jadewave', 'slots'),
  game('lantern', 'Lantern Festival', 'jadewave', 'slots'),
];
const index = searchIndex(catalogue, {
  vendorName: (entry) => vendorNames[entry.vendor] ?? '',
  categoryLabel: (entry) => japaneseCategories[entry.category] ?? '',
});
const ids = (query: string) => searchGames(index, query).map((entry) => entry.id);

describe('searchGames', () => {
  it('finds a game by a word of its name, whatever the case', () => {
    expect(ids('WHALE')).toEqual(['abyss']);
  });

  it('finds accented names from a plain query', () => {
    expect(ids('creme brulee')).toEqual(['creme']);
  });

  it('finds games by vendor name, name matches first', () => {
    expect(ids('lantern')).toEqual(['lantern', 'abyss']);
  });

  it('finds games by a substring of the translated category label', () => {
    expect(ids('ロット')).toEqual(['creme', 'lantern']);
    expect(ids('ﾌｨｯｼﾝｸﾞ')).toEqual(['abyss']);
  });

  it('needs every word of the query', () => {
    expect(ids('lantern bingo')).toEqual([]);
    expect(ids('jadewave bingo')).toEqual(['creme']);
  });

  it('returns nothing for a blank query', () => {
    expect(ids('   ')).toEqual([]);
  });
});
