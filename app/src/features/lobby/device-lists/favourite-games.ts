// The player's favourite games. They belong to a player, so the sandbox keeps
// them (/game/favorite/add and /remove answer with the whole list) and the
// device list mirrors it. A visitor's tap on the heart opens the sign-in popup
// instead (SPEC §5: logged-out taps on favourites show the sign-in popup).
import { callApi } from '@/lib/api-client';
import { openAuthDialog } from '@/lib/auth-dialog';
import { getSession, isSignedIn } from '@/lib/session-store';
import { createDeviceGameList } from './device-game-list';

export const favouriteGamesKey = 'lobbykit.favorites';
export const favouriteGames = createDeviceGameList(favouriteGamesKey, 500);

export type FavouriteToggle = 'added' | 'removed' | 'signInNeeded' | 'failed';

/**
 * Adds or removes a favourite. The heart changes at once; the sandbox's
 * answer then replaces the list, and a refused call puts the list back
 * (the call's error toast says why).
 */
export async function toggleFavourite(gameId: string): Promise<FavouriteToggle> {
  if (!isSignedIn(getSession())) {
    openAuthDialog('signIn');
    return 'signInNeeded';
  }
  const before = favouriteGames.ids();
  const adding = !favouriteGames.has(gameId);
  if (adding) favouriteGames.add(gameId);
  else favouriteGames.remove(gameId);
  try {
    const { games } = await callApi(adding ? '/game/favorite/add' : '/game/favorite/remove', { gameId });
    favouriteGames.replace(games);
    return adding ? 'added' : 'removed';
  } catch {
    favouriteGames.replace(before);
    return 'failed';
  }
}
