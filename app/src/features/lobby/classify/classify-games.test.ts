import type { Game } from '@content/games';
import type { VendorId } from '@content/vendors';
import { describe, expect, it } from 'vitest';
import { classifyGames } from './classify-games';

function game(id: string, vendor: string, category: string, hot = false): Game {
  return { id, name: id, vendor, category, hot, tags: [], launchId: id } as unknown as Game;
}

const catalogue = [
  game('a', 'jadewave', 'slots', true),
  game('b', 'aurora-reels', 'slots'),
  game('c', 'jadewave', 'fishing', true),
  game('d', 'emberlight', 'poker'),
];
const vendorOrder = ['aurora-reels', 'emberlight', 'jadewave'] as VendorId[];
const ids = (games: readonly Game[]) => games.map((entry) => entry.id);

describe('classifyGames', () => {
  it('lists a category with one tab per vendor that has games in it', () => {
    const listing = classifyGames(catalogue, vendorOrder, { kind: 1, index: 0 }, 'slots');
    expect(ids(listing.games)).toEqual(['a', 'b']);
    expect(listing.vendorTabs).toEqual(['aurora-reels', 'jadewave']);
    expect(listing.activeTab).toBe(0);
  });

  it('narrows to the vendor of the chosen tab', () => {
    const listing = classifyGames(catalogue, vendorOrder, { kind: 1, index: 2 }, 'slots');
    expect(ids(listing.games)).toEqual(['a']);
    expect(listing.activeTab).toBe(2);
  });

  it('lists the hot games of every category for Leixing 3', () => {
    const listing = classifyGames(catalogue, vendorOrder, { kind: 3, index: 0 }, 'poker');
    expect(ids(listing.games)).toEqual(['a', 'c']);
    expect(listing.vendorTabs).toEqual(['jadewave']);
  });

  it('shows All for a tab past the last one', () => {
    const listing = classifyGames(catalogue, vendorOrder, { kind: 1, index: 9 }, 'slots');
    expect(listing.activeTab).toBe(0);
    expect(ids(listing.games)).toEqual(['a', 'b']);
  });
});
