// Which reward popup is open (SPEC §2 popups: daily sign-in, spin wheel, task
// centre), opened by the side menu (codes 20, 19, 21), the bonus box and the
// spin-ready prompt of push 60; the shell mounts the popups' own chunk the
// first time one is asked for. Home's start carries only this store.
import { createStore } from '@/lib/create-store';

export type RewardPopup = 'dailySignIn' | 'spin' | 'tasks';

export const rewardPopup = createStore<RewardPopup | null>(null);

export function openRewardPopup(popup: RewardPopup): void {
  rewardPopup.set(popup);
}

export function closeRewardPopup(): void {
  rewardPopup.set(null);
}
