// /referral/players: one page of the players the player referred, newest
// first, paged by the server.
import type { CallBody, CallData } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';

export type ReferredPlayersQuery = CallBody<'/referral/players'>;
export type ReferredPlayersPage = CallData<'/referral/players'>;
export type ReferredPlayer = ReferredPlayersPage['list'][number];

export function getReferredPlayers(query: ReferredPlayersQuery): Promise<ReferredPlayersPage> {
  return callApi('/referral/players', query);
}
