// /transfer-out-balance (SPEC §4, §7): brings back whatever a game holds into
// the wallet, then refreshes the balance. Posted on every signed-in side-menu
// click, on going home, on leaving a game and by the recovery popup. Coming
// back from a real game also reloads the VIP progress: its bets earned points.
import { callApi } from '@/lib/api-client';
import { closeGame } from '@/lib/game-session';
import { getSession } from '@/lib/session-store';
import { loadVipProgress } from './load-user-info';
import { applyBalances, refreshBalance } from './refresh-balance';

export async function transferOut(): Promise<void> {
  const fromGame = getSession().gameInProgress;
  applyBalances(await callApi('/transfer-out-balance'));
  closeGame();
  await refreshBalance();
  // Not awaited: the balance is back whatever the VIP bar does, and a failure is the client's toast.
  if (fromGame) loadVipProgress().catch(() => undefined);
}
