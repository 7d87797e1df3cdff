// Play for a signed-in player: /game/launch moves the balance into the game,
// records it as recent on the sandbox, and answers with the page to open.
import { callApi } from '@/lib/api-client';
import { operatorUrl } from '@/lib/api/environment';
import { recentGames } from '@/features/lobby/device-lists/recent-games';

/** Launches the game and returns the absolute address to open it at. */
export async function launchGame(gameId: string, pageUrl: string = window.location.href): Promise<string> {
  const { launchUrl } = await callApi('/game/launch', { gameId });
  recentGames.add(gameId);
  return operatorUrl(launchUrl, pageUrl);
}
