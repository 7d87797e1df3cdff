// GamesDetails?id=<game>: the game's art, vendor and category, Play and Try
// for free. A player's Play launches the game through the sandbox (which
// records it as recent) and opens it in the Webview page under its game bar,
// inside the app's frame; a visitor's Play asks them to sign in. Try for
// free opens the same game with play money, for anyone.
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pagePath, vendorGamesPath, webviewPath } from '@/config/paths';
import { useMessage } from '@/components/use-message';
import { openAuthDialog } from '@/lib/auth-dialog';
import { isSignedIn, useSession } from '@/lib/session-store';
import { findGame } from '@/features/lobby/catalogue';
import { useCategoryLabel } from '@/features/lobby/use-category-label';
import { FavouriteButton } from '@/features/lobby/components/favourite-button';
import { Thumbnail } from '@/components/thumbnail/thumbnail';
import { VendorByline } from '@/features/lobby/components/vendor-byline';
import { launchDemo, launchGame } from '@/features/lobby/launch/launch-game';
import { LobbyPageHeading } from './lobby-page-heading';
import '@/features/lobby/lobby.css';

export default function GameDetailsPage() {
  const t = useMessage();
  const categoryLabel = useCategoryLabel();
  const session = useSession();
  const navigate = useNavigate();
  const game = findGame(useSearchParams()[0].get('id'));
  if (!game) {
    // An old or mistyped link: say so, and offer the way back to the lobby.
    return (
      <section className="status-view" aria-labelledby="game-not-found-title">
        <LobbyPageHeading
          page="GamesDetails"
          title={t('lobby.gameNotFound.title')}
          id="game-not-found-title"
        />
        <p>{t('lobby.gameNotFound.text')}</p>
        <Link className="button button--primary" to={pagePath('index')}>
          {t('page.notFound.goHome')}
        </Link>
      </section>
    );
  }
  const play = async () => {
    if (!isSignedIn(session)) return openAuthDialog('signIn');
    // A refused launch leaves the player here; the call's toast says why.
    const url = await launchGame(game.id).catch(() => null);
    if (url) navigate(webviewPath(url, game.name, game.id));
  };
  const tryForFree = async () => {
    const url = await launchDemo(game.id).catch(() => null);
    if (url) navigate(webviewPath(url, game.name, game.id));
  };
  return (
    <div className="lobby-page game-details">
      <div className="game-details__art">
        <Thumbnail image={game.thumbnail} sizes="240px" eager />
      </div>
      <div className="game-details__info">
        <LobbyPageHeading page="GamesDetails" title={game.name} />
        <p>
          <Link to={vendorGamesPath(game.vendor)}>
            <VendorByline game={game} />
          </Link>
          {' · '}
          {categoryLabel(game.category)}
        </p>
        <div className="game-details__actions">
          <button type="button" className="lobby-button lobby-button--primary" onClick={() => void play()}>
            {t('lobby.play')}
          </button>
          <button type="button" className="lobby-button" onClick={() => void tryForFree()}>
            {t('lobby.playDemo')}
          </button>
          <FavouriteButton gameId={game.id} />
        </div>
      </div>
    </div>
  );
}
