// classify (SPEC §2): Leixing 1 lists a category, Leixing 3 the hot games;
// tabs filter by vendor and `index` is the tab shown. The category is in the
// address (`category`), so each category tab is its own page that Back
// returns to, and a category chosen in the side menu always shows; an
// address without one opens the stored choice. A category tab stores the
// choice as the side menu does.
import { games } from '@content/games';
import type { CategoryId } from '@content/categories';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useContentLabel, useMessage } from '@/components/use-message';
import { classifyPath } from '@/config/paths';
import { chosenCategory, storeChosenCategory } from '@/lib/chosen-category';
import { browsableCategories, findVendor, isCategoryId, vendorOrder } from '@/features/lobby/catalogue';
import { classifyGames } from '@/features/lobby/classify/classify-games';
import { parseClassifyQuery } from '@/features/lobby/classify/classify-query';
import { VirtualGameGrid } from '@/features/lobby/components/virtual-game-grid';
import { useCategoryLabel } from '@/features/lobby/use-category-label';
import { LobbyPageHeading } from './lobby-page-heading';
import '@/features/lobby/lobby.css';

/** The category to list: the address's, else the stored choice, else the first. */
function categoryToList(named: string | null): CategoryId {
  if (isCategoryId(named)) return named;
  const stored = chosenCategory();
  return isCategoryId(stored) ? stored : (browsableCategories[0]?.id ?? 'slots');
}

export default function ClassifyPage() {
  const t = useMessage();
  const label = useContentLabel();
  const categoryLabel = useCategoryLabel();
  const [searchParams] = useSearchParams();
  const query = parseClassifyQuery(searchParams);
  const category = categoryToList(query.category);
  const navigate = useNavigate();
  // An address without its category (an old link) gets it, in place: the address says what is shown.
  const unnamed = query.kind === 1 && query.category !== category;
  useEffect(() => {
    if (unnamed) void navigate(classifyPath(1, query.index, category), { replace: true });
  }, [unnamed, navigate, query.index, category]);
  const listing = classifyGames(games, vendorOrder, query, category);
  const title = query.kind === 3 ? t('lobby.hotGames') : categoryLabel(category);

  return (
    <div className="lobby-page">
      <LobbyPageHeading page="classify" title={title} />
      {query.kind === 1 && (
        <nav className="lobby-tabs" aria-label={t('sideMenu.gameCategories')}>
          {browsableCategories.map((entry) => (
            <Link
              key={entry.id}
              className="lobby-tabs__tab"
              to={classifyPath(1, 0, entry.id)}
              aria-current={entry.id === category ? 'page' : undefined}
              onClick={() => storeChosenCategory(entry.id)}
            >
              {label(entry.labelKey)}
            </Link>
          ))}
        </nav>
      )}
      <nav className="lobby-tabs lobby-tabs--vendors" aria-label={t('lobby.vendors')}>
        {[null, ...listing.vendorTabs].map((vendor, index) => (
          <Link
            key={vendor ?? 'all'}
            className="lobby-tabs__tab"
            to={classifyPath(query.kind, index, category)}
            aria-current={index === listing.activeTab ? 'page' : undefined}
          >
            {vendor === null ? t('lobby.filterAll') : (findVendor(vendor)?.name ?? vendor)}
          </Link>
        ))}
      </nav>
      <VirtualGameGrid
        key={`${query.kind}-${category}-${listing.activeTab}`}
        games={listing.games}
        label={title}
      />
    </div>
  );
}
