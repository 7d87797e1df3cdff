// The generated catalogue looked up by id, and the labels a player sees for
// a game's vendor and category.
import { categories, type Category, type CategoryId } from '@content/categories';
import { games, type Game } from '@content/games';
import { vendors, type Vendor, type VendorId } from '@content/vendors';

const gamesById = new Map(games.map((game) => [game.id, game]));
const categoriesById = new Map(categories.map((category) => [category.id, category]));
// Keyed by string: a vendor id read from a URL is looked up as it is.
const vendorsById = new Map<string, Vendor>(vendors.map((vendor) => [vendor.id, vendor]));

export function findGame(id: string | null): Game | undefined {
  return id === null ? undefined : gamesById.get(id);
}

/** The games of a list of ids, skipping ids the catalogue no longer has. */
export function gamesOf(ids: readonly string[]): Game[] {
  return ids.flatMap((id) => gamesById.get(id) ?? []);
}

export function findVendor(id: string | null): Vendor | undefined {
  return id === null ? undefined : vendorsById.get(id);
}

export function vendorName(game: Game): string {
  return vendorsById.get(game.vendor)?.name ?? game.vendor;
}

/** Categories a player browses: every one with games, without the Lobby pseudo-category. */
export const browsableCategories: readonly Category[] = categories.filter(
  (category) => !category.lobby && games.some((game) => game.category === category.id),
);

export function isCategoryId(id: string | null): id is CategoryId {
  return browsableCategories.some((category) => category.id === id);
}

export function findCategory(id: CategoryId): Category | undefined {
  return categoriesById.get(id);
}

export const vendorOrder: readonly VendorId[] = vendors.map((vendor) => vendor.id);
