// The player's favourite games, kept on the device. Favourites belong to a
// player: a visitor's tap on the heart opens the sign-in popup instead
// (SPEC §5: logged-out taps on favourites show the sign-in popup).
import { openAuthDialog } from '../../../lib/auth-dialog';
import { isSignedIn, type Session } from '../../../lib/session-store';
import { createDeviceGameList } from './device-game-list';

export const favouriteGamesKey = 'lobbykit.favorites';
export const favouriteGames = createDeviceGameList(favouriteGamesKey, 500);

export type FavouriteToggle = 'added' | 'removed' | 'signInNeeded';

export function toggleFavourite(gameId: string, session: Session): FavouriteToggle {
  if (!isSignedIn(session)) {
    openAuthDialog('signIn');
    return 'signInNeeded';
  }
  if (favouriteGames.has(gameId)) {
    favouriteGames.remove(gameId);
    return 'removed';
  }
  favouriteGames.add(gameId);
  return 'added';
}
