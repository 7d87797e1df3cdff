// Play and Try for free (SPEC §4). Play, for a signed-in player: /game/launch
// moves the balance into the game, records it as recent on the sandbox and
// answers the game page; the game is then in progress and the balance is
// refreshed. Try for free: /game/demo opens the same game with play money,
// for anyone, and is kept in the device's recent list.
import { callApi } from '@/lib/api-client';
import { operatorUrl } from '@/lib/api/environment';
import { refreshBalance } from '@/lib/api/refresh-balance';
import { openGame } from '@/lib/game-session';
import { recentGames } from '@/features/lobby/device-lists/recent-games';

/** Launches the game and returns the absolute address to open it at. */
export async function launchGame(gameId: string, pageUrl: string = window.location.href): Promise<string> {
  const session = await callApi('/game/launch', { gameId });
  recentGames.add(gameId);
  openGame(session);
  // The wallet now holds what the game did not take; its failure is the client's toast.
  void refreshBalance().catch(() => undefined);
  return operatorUrl(session.launchUrl, pageUrl);
}

/** Opens the game with play money and returns the absolute address to open it at. */
export async function launchDemo(gameId: string, pageUrl: string = window.location.href): Promise<string> {
  const session = await callApi('/game/demo', { gameId });
  recentGames.add(gameId);
  openGame(session);
  return operatorUrl(session.launchUrl, pageUrl);
}
