// Home (SPEC §2, issue 9): hot games, the player's recent and favourite rows
// when there are any, a row per category, and the vendor strip.
import { games } from '@content/games';
import { vendors } from '@content/vendors';
import { Link } from 'react-router';
import { useMessage } from '../../../components/use-message';
import { classifyPath, pagePath } from '../../../config/paths';
import { storeChosenCategory } from '../../../lib/chosen-category';
import { browsableCategories, categoryLabelKey, gamesOf } from '../catalogue';
import { GameRow } from '../components/game-row';
import { VendorLogo } from '../components/vendor-logo';
import { favouriteGames } from '../device-lists/favourite-games';
import { recentGames } from '../device-lists/recent-games';
import { vendorGamesPath } from '../lobby-paths';
import { LobbyPageHeading } from './lobby-page-heading';
import '../lobby.css';

const rowLength = 12;
const hotGames = games.filter((game) => game.hot).slice(0, rowLength);

export default function HomePage() {
  const t = useMessage();
  const recent = gamesOf(recentGames.use()).slice(0, rowLength);
  const favourites = gamesOf(favouriteGames.use()).slice(0, rowLength);
  return (
    <div className="lobby-page">
      <LobbyPageHeading page="index" />
      <GameRow title={t('lobby.hotGames')} games={hotGames} seeAllPath={classifyPath(3, 0)} eager />
      {recent.length > 0 && (
        <GameRow title={t('lobby.recentGames')} games={recent} seeAllPath={pagePath('MyhistoryList')} />
      )}
      {favourites.length > 0 && (
        <GameRow
          title={t('lobby.favoriteGames')}
          games={favourites}
          seeAllPath={pagePath('myfavoriteList')}
        />
      )}
      {browsableCategories.map((category) => (
        <GameRow
          key={category.id}
          title={t(categoryLabelKey(category.id))}
          games={games.filter((game) => game.category === category.id).slice(0, rowLength)}
          seeAllPath={classifyPath(1, 0)}
          onSeeAll={() => storeChosenCategory(category.id)}
        />
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
        <ul className="lobby-row__list">
          {vendors.map((vendor) => (
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
