// /game/history: one page of the player's real rounds, newest first, paged by the server.
import type { CallBody, CallData } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';

export type GameHistoryQuery = CallBody<'/game/history'>;
export type GameHistoryPage = CallData<'/game/history'>;
export type GameRound = GameHistoryPage['list'][number];

export function getGameHistory(query: GameHistoryQuery): Promise<GameHistoryPage> {
  return callApi('/game/history', query);
}
