// /refresh-balance: the signed-in player's default-currency balance into the session.
import { callApi } from '@/lib/api-client';
import { updateSession } from '@/lib/session-store';

export async function refreshBalance(): Promise<void> {
  const { balance, currency } = await callApi('/refresh-balance');
  updateSession({ balance, currency });
}
