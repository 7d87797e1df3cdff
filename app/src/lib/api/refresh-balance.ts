// /refresh-balance: the signed-in player's balances into the session.
import { callApi } from '@/lib/api-client';
import { updateSession } from '@/lib/session-store';

export async function refreshBalance(): Promise<void> {
  const { balance, currency, balances } = await callApi('/refresh-balance');
  updateSession({ balance, currency, balances });
}
