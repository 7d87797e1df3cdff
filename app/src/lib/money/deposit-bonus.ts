// The deposit-bonus badge of SPEC §4: the welcome packet's offer for the
// player's next deposit, while its countdown runs and its switch is on.
// First deposit: the extended offer (rewardRate + extraRate) while its extra
// countdown runs, else the plain one; second (payCount 1) and third
// (payCount 2) their own; from the fourth deposit on, none.
import type { CallData } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';
import { createStore } from '@/lib/create-store';

export type WelcomePacket = CallData<'/welcome/packet'>;

type Offer = WelcomePacket['secondPay'];

const running = (offer: Offer) => offer.switchStatus === 1 && offer.countdown > 0;

/** The bonus percent of the next deposit, or null when no offer applies. */
export function depositBonusPercent(packet: WelcomePacket | null): number | null {
  if (!packet) return null;
  const { firstPay, secondPay, thirdPay, payCount } = packet;
  if (payCount === 0) {
    if (firstPay.switchStatus === 1 && firstPay.extraCountdown > 0)
      return firstPay.rewardRate + firstPay.extraRate;
    return running(firstPay) ? firstPay.rewardRate : null;
  }
  const next = payCount === 1 ? secondPay : payCount === 2 ? thirdPay : null;
  return next && running(next) ? next.rewardRate : null;
}

const store = createStore<WelcomePacket | null>(null);
export const useWelcomePacket = store.use;

/** /welcome/packet into the store (on sign-in and after every credited deposit). */
export async function refreshWelcomePacket(): Promise<void> {
  store.set(await callApi('/welcome/packet'));
}

export function forgetWelcomePacket(): void {
  store.set(null);
}
