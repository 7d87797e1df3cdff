// Games the player opened, most recent first (MyhistoryList and home's recent
// row). A signed-in player's list is the sandbox's (/game/launch records a
// game); a free try is kept on the device only (for a player, until the
// sandbox's list is next loaded).
import { createDeviceGameList } from './device-game-list';

export const recentGamesKey = 'lobbykit.recent';
export const recentGames = createDeviceGameList(recentGamesKey, 50);
