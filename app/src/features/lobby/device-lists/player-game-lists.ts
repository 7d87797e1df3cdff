// While a player is signed in, the device's favourites and recent games mirror
// the sandbox's lists: loaded when a token appears (sign-in, or a reload with a
// stored token), emptied when it goes, so the next person on the device does
// not see them.
import { useEffect } from 'react';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { favouriteGames } from './favourite-games';
import { recentGames } from './recent-games';

async function loadPlayerGameLists(): Promise<void> {
  const [favourites, recent] = await Promise.all([
    callApi('/game/favorite/list'),
    callApi('/game/recent/list'),
  ]);
  favouriteGames.replace(favourites.games);
  recentGames.replace(recent.games);
}

function forgetPlayerGameLists(): void {
  favouriteGames.replace([]);
  recentGames.replace([]);
}

/** Keeps the lists in step with the session; the shell calls it once. */
export function usePlayerGameLists(): void {
  const { token } = useSession();
  useEffect(() => {
    if (!token) return;
    // A failure keeps the last known lists; the call's toast says why.
    loadPlayerGameLists().catch(() => undefined);
    return forgetPlayerGameLists;
  }, [token]);
}
