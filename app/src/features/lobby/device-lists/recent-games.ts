// Games the player opened, most recent first, kept on the device (MyhistoryList
// and home's recent row).
import { createDeviceGameList } from './device-game-list';

export const recentGamesKey = 'lobbykit.recent';
export const recentGames = createDeviceGameList(recentGamesKey, 50);
