// Play for a signed-in player: /game/launch moves the balance into the game,
// records it as recent on the sandbox, and answers with the page to open.
// The launch URL is relative to the operator's server, not to this site, so
// it is resolved against the API's base URL.
import { callApi } from '../../../lib/api-client';
import { apiUrl } from '../../../lib/api/environment';
import { recentGames } from '../device-lists/recent-games';

/** Launches the game and returns the absolute address to open it at. */
export async function launchGame(gameId: string, pageUrl: string = window.location.href): Promise<string> {
  const { launchUrl } = await callApi('/game/launch', { gameId });
  recentGames.add(gameId);
  return new URL(launchUrl, new URL(apiUrl(''), pageUrl)).href;
}
