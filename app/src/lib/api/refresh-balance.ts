// /refresh-balance: the signed-in player's balances into the session. Every
// call answering the Balances shape (this one, /transfer-out-balance) is
// applied by applyBalances.
import type { CallData } from './api-types';
import { callApi } from '@/lib/api-client';
import { updateSession } from '@/lib/session-store';

/** A Balances answer (openapi.yaml) into the session. */
export function applyBalances({ balance, currency, balances }: CallData<'/refresh-balance'>): void {
  updateSession({ balance, currency, balances });
}

export async function refreshBalance(): Promise<void> {
  applyBalances(await callApi('/refresh-balance'));
}
