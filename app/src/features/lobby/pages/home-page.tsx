// Home (SPEC §2, issue 9): hot games, the player's recent and favourite rows
// when there are any, a row per category, and the vendor strip. Every row but
// the first builds its cards, and the strip its logos, when near the screen,
// after the first paint: that paint, home's largest, waits for the first row alone.
import { games } from '@content/games';
import { vendors } from '@content/vendors';
import { useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { useMessage } from '@/components/use-message';
import { classifyPath, pagePath, vendorGamesPath } from '@/config/paths';
import { storeChosenCategory } from '@/lib/chosen-category';
import { browsableCategories, gamesOf } from '@/features/lobby/catalogue';
import { useCategoryLabel } from '@/features/lobby/use-category-label';
import { GameRow, nearScreen, type GameRowProps } from '@/features/lobby/components/game-row';
import { hotGames, rowLength } from '@/features/lobby/components/home-rows';
import { useNearScreen } from '@/features/lobby/components/use-near-screen';
import { VendorLogo } from '@/features/lobby/components/vendor-logo';
import { favouriteGames } from '@/features/lobby/device-lists/favourite-games';
import { recentGames } from '@/features/lobby/device-lists/recent-games';
import { LobbyPageHeading } from './lobby-page-heading';
import '@/features/lobby/lobby.css';

// Computed once: each category row keeps the same props, so it does not render again.
const categoryRows = browsableCategories.map((category) => ({
  id: category.id,
  games: games.filter((game) => game.category === category.id).slice(0, rowLength),
  onSeeAll: () => storeChosenCategory(category.id),
}));

type HomeRow = Omit<GameRowProps, 'deferCards'> & { readonly key: string };

export default function HomePage() {
  const t = useMessage();
  const categoryLabel = useCategoryLabel();
  const recentIds = recentGames.use();
  const favouriteIds = favouriteGames.use();
  const recent = useMemo(() => gamesOf(recentIds).slice(0, rowLength), [recentIds]);
  const favourites = useMemo(() => gamesOf(favouriteIds).slice(0, rowLength), [favouriteIds]);
  const vendorList = useRef<HTMLUListElement>(null);
  const vendorsShown = useNearScreen(vendorList, true, nearScreen);
  const rows: HomeRow[] = [
    { key: 'hot', title: t('lobby.hotGames'), games: hotGames, seeAllPath: classifyPath(3, 0), eager: true },
    ...(recent.length > 0
      ? [
          {
            key: 'recent',
            title: t('lobby.recentGames'),
            games: recent,
            seeAllPath: pagePath('MyhistoryList'),
          },
        ]
      : []),
    ...(favourites.length > 0
      ? [
          {
            key: 'favourites',
            title: t('lobby.favoriteGames'),
            games: favourites,
            seeAllPath: pagePath('myfavoriteList'),
          },
        ]
      : []),
    ...categoryRows.map(({ id, games: categoryGames, onSeeAll }) => ({
      key: id,
      title: categoryLabel(id),
      games: categoryGames,
      seeAllPath: classifyPath(1, 0, id),
      onSeeAll,
    })),
  ];
  return (
    <div className="lobby-page">
      <LobbyPageHeading page="index" />
      {rows.map(({ key, ...row }, index) => (
        <GameRow key={key} {...row} deferCards={index > 0} />
      ))}
      <section className="lobby-row" aria-labelledby="home-vendors">
        <div className="lobby-row__header">
          <h2 id="home-vendors" className="lobby-row__title">
            {t('lobby.vendors')}
          </h2>
          <Link className="lobby-row__see-all" to={pagePath('venDorsAll')}>
            {t('lobby.allVendors')}
          </Link>
        </div>
        <ul
          ref={vendorList}
          className="lobby-row__list lobby-row__list--vendors"
          data-pending={vendorsShown ? undefined : true}
        >
          {(vendorsShown ? vendors : []).map((vendor) => (
            <li key={vendor.id} className="vendor-chip">
              <Link to={vendorGamesPath(vendor.id)} className="vendor-chip__link">
                <VendorLogo vendor={vendor} alt={vendor.name} className="vendor-chip__logo" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
