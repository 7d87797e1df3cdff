// SPEC §4: on every token change the player's user info (/user/get/info) and
// VIP progress (/vip/progress, from their level) are fetched again; the session
// stores them, so the next page load shows them before these answer.
import { callApi } from '@/lib/api-client';
import { updateSession } from '@/lib/session-store';

export async function loadUserInfo(): Promise<void> {
  const user = await callApi('/user/get/info');
  updateSession({ user });
  await loadVipProgress(user.vip);
}

/** The VIP progress bar's figures, again after a bet or a level-up (push 56). */
export async function loadVipProgress(vipLevel?: number): Promise<void> {
  const vipProgress = await callApi('/vip/progress', vipLevel === undefined ? {} : { vipLevel });
  updateSession({ vipProgress });
}
