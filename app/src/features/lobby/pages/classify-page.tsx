// classify (SPEC §2): Leixing 1 lists the chosen category, Leixing 3 the hot
// games; tabs filter by vendor and `index` is the tab shown. A category tab
// stores the choice as the side menu does.
import { games } from '@content/games';
import type { CategoryId } from '@content/categories';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useContentLabel, useMessage } from '@/components/use-message';
import { classifyPath } from '@/config/paths';
import { chosenCategory, storeChosenCategory } from '@/lib/chosen-category';
import {
  browsableCategories,
  categoryLabelKey,
  findVendor,
  isCategoryId,
  vendorOrder,
} from '@/features/lobby/catalogue';
import { classifyGames } from '@/features/lobby/classify/classify-games';
import { parseClassifyQuery } from '@/features/lobby/classify/classify-query';
import { VirtualGameGrid } from '@/features/lobby/components/virtual-game-grid';
import { LobbyPageHeading } from './lobby-page-heading';
import '@/features/lobby/lobby.css';

function initialCategory(): CategoryId {
  const stored = chosenCategory();
  return isCategoryId(stored) ? stored : (browsableCategories[0]?.id ?? 'slots');
}

export default function ClassifyPage() {
  const t = useMessage();
  const label = useContentLabel();
  const [searchParams] = useSearchParams();
  const query = parseClassifyQuery(searchParams);
  const [category, setCategory] = useState(initialCategory);
  const listing = classifyGames(games, vendorOrder, query, category);
  const title = query.kind === 3 ? t('lobby.hotGames') : label(categoryLabelKey(category));

  return (
    <div className="lobby-page">
      <LobbyPageHeading page="classify" title={title} />
      {query.kind === 1 && (
        <nav className="lobby-tabs" aria-label={t('sideMenu.gameCategories')}>
          {browsableCategories.map((entry) => (
            <Link
              key={entry.id}
              className="lobby-tabs__tab"
              to={classifyPath(1, 0)}
              aria-current={entry.id === category ? 'page' : undefined}
              onClick={() => {
                storeChosenCategory(entry.id);
                setCategory(entry.id);
              }}
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
            to={classifyPath(query.kind, index)}
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
