// What classify lists: the chosen category's games (Leixing 1) or the hot
// games (Leixing 3), narrowed by a vendor filter tab. Tab 0 is "All", then
// one tab per vendor that has games in the list, in the vendor table's order.
import type { CategoryId } from '@content/categories';
import type { Game } from '@content/games';
import type { VendorId } from '@content/vendors';
import type { ClassifyQuery } from './classify-query';

export interface ClassifyListing {
  /** The vendors of the filter tabs after "All". */
  readonly vendorTabs: readonly VendorId[];
  /** The tab shown: the query's index, or 0 when it is past the last tab. */
  readonly activeTab: number;
  readonly games: readonly Game[];
}

export function classifyGames(
  catalogue: readonly Game[],
  vendorOrder: readonly VendorId[],
  query: Pick<ClassifyQuery, 'kind' | 'index'>,
  category: CategoryId,
): ClassifyListing {
  const listed = catalogue.filter((game) => (query.kind === 3 ? game.hot : game.category === category));
  const vendorTabs = vendorOrder.filter((vendor) => listed.some((game) => game.vendor === vendor));
  const activeTab = query.index <= vendorTabs.length ? query.index : 0;
  const vendor = activeTab === 0 ? null : vendorTabs[activeTab - 1];
  return {
    vendorTabs,
    activeTab,
    games: vendor ? listed.filter((game) => game.vendor === vendor) : listed,
  };
}
