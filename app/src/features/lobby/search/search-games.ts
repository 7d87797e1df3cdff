// Instant search over the catalogue: a game matches when every word of the
// query occurs in its name, its vendor's name or its category's translated
// label (scripts without spaces, such as Japanese and Thai, match as
// substrings). Name matches come first, then catalogue order.
import type { Game } from '@content/games';
import { normalizeSearchText } from './normalize-search-text';

export interface SearchableGame {
  readonly game: Game;
  readonly name: string;
  /** The name, vendor name and category label, normalised. */
  readonly text: string;
}

export interface SearchLabels {
  readonly vendorName: (game: Game) => string;
  readonly categoryLabel: (game: Game) => string;
}

export function searchIndex(games: readonly Game[], labels: SearchLabels): SearchableGame[] {
  return games.map((game) => {
    const name = normalizeSearchText(game.name);
    const text = [name, labels.vendorName(game), labels.categoryLabel(game)]
      .map(normalizeSearchText)
      .join('\n');
    return { game, name, text };
  });
}

export function searchGames(index: readonly SearchableGame[], query: string): Game[] {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const matches = index.filter((entry) => words.every((word) => entry.text.includes(word)));
  const byName = matches.filter((entry) => words.every((word) => entry.name.includes(word)));
  const otherwise = matches.filter((entry) => !byName.includes(entry));
  return [...byName, ...otherwise].map((entry) => entry.game);
}
