// /transfer-out-balance (SPEC §4, §7): brings back whatever a game holds into
// the wallet, then refreshes the balance. Posted on every signed-in side-menu
// click, on going home, on leaving a game and by the recovery popup.
import { callApi } from '@/lib/api-client';
import { closeGame } from '@/lib/game-session';
import { applyBalances, refreshBalance } from './refresh-balance';

export async function transferOut(): Promise<void> {
  applyBalances(await callApi('/transfer-out-balance'));
  closeGame();
  await refreshBalance();
}
