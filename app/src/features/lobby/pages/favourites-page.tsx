// myfavoriteList: the player’s favourites (the sandbox’s list, mirrored on the device), newest first.
import { useMessage } from '@/components/use-message';
import { pageTitleKeys } from '@/config/page-titles';
import { gamesOf } from '@/features/lobby/catalogue';
import { favouriteGames } from '@/features/lobby/device-lists/favourite-games';
import { GameListPage } from './game-list-page';

export default function FavouritesPage() {
  const t = useMessage();
  return (
    <GameListPage
      page="myfavoriteList"
      title={t(pageTitleKeys.myfavoriteList)}
      games={gamesOf(favouriteGames.use())}
      emptyText={t('lobby.emptyFavorites')}
    />
  );
}
