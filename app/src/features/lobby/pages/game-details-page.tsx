// GamesDetails?id=<game>: the game's art, vendor and category, Play and Try
// for free. Opening a game records it in the recent list; the launch itself
// (the sandbox's launch call) lands with the wallet issue, and a visitor's
// Play asks them to sign in.
import { Link, useSearchParams } from 'react-router';
import { useMessage } from '../../../components/use-message';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { isSignedIn, useSession } from '../../../lib/session-store';
import { categoryLabelKey, findGame, vendorName } from '../catalogue';
import { FavouriteButton } from '../components/favourite-button';
import { GameThumbnail } from '../components/game-thumbnail';
import { recentGames } from '../device-lists/recent-games';
import { vendorGamesPath } from '../lobby-paths';
import { LobbyPageHeading } from './lobby-page-heading';
import '../lobby.css';

export default function GameDetailsPage() {
  const t = useMessage();
  const session = useSession();
  const game = findGame(useSearchParams()[0].get('id'));
  if (!game) {
    return (
      <div className="lobby-page">
        <LobbyPageHeading page="GamesDetails" />
        <p className="lobby-page__empty">{t('lobby.noResults')}</p>
      </div>
    );
  }
  const play = () => {
    if (!isSignedIn(session)) return openAuthDialog('signIn');
    recentGames.add(game.id);
  };
  return (
    <div className="lobby-page game-details">
      <div className="game-details__art">
        <GameThumbnail image={game.thumbnail} sizes="240px" eager />
      </div>
      <div className="game-details__info">
        <LobbyPageHeading page="GamesDetails" title={game.name} />
        <p>
          <Link to={vendorGamesPath(game.vendor)}>{t('lobby.gameBy', { vendor: vendorName(game) })}</Link>
          {' · '}
          {t(categoryLabelKey(game.category))}
        </p>
        <div className="game-details__actions">
          <button type="button" className="lobby-button lobby-button--primary" onClick={play}>
            {t('lobby.play')}
          </button>
          <button type="button" className="lobby-button" onClick={() => recentGames.add(game.id)}>
            {t('lobby.playDemo')}
          </button>
          <FavouriteButton gameId={game.id} />
        </div>
      </div>
    </div>
  );
}
