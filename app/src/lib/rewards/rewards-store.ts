// What rewards the signed-in player, as the reward calls last answered it:
// the sign-in calendar, the general rewards and the task switch, the activity
// applications (type 1), the spin score and wheels, the tasks' progress and
// the special activity's status. Loaded on every token change and again after
// every claim, spin and push 60; each call's answer lands on its own, so one
// failure (the client's error toast) leaves the others' figures. An answer
// that arrives after the token changed is dropped. The task switch goes to the
// session (the side menu's Task Center), the badge count is bonus-badge.ts.
import type { CallData } from '@/lib/api/api-types';
import { deviceId } from '@/lib/api/device-id';
import { callApi } from '@/lib/api-client';
import { createStore } from '@/lib/create-store';
import { getSession, updateSession } from '@/lib/session-store';
import { webDeviceType } from '@/lib/socket-client';
import { bonusBadgeCount, type BadgeInputs } from './bonus-badge';

export type SigninInfo = CallData<'/signin/info'>;
export type GeneralReward = CallData<'/general/reward'>;
export type ActivityRecord = CallData<'/apply/activity/record'>['records'][number];
export type WheelConfig = CallData<'/spinwheel/cfg'>;
export type Wheel = WheelConfig['items'][number];
export type TaskProgress = CallData<'/task/info'>['tasks'][number];

export interface Rewards {
  readonly signin: SigninInfo | null;
  readonly general: GeneralReward | null;
  readonly activityRecords: readonly ActivityRecord[] | null;
  readonly spinScore: number | null;
  readonly wheel: WheelConfig | null;
  readonly tasks: readonly TaskProgress[] | null;
  /** /special/activity: 0 the device is another player's, 1 open, 2 done (SPEC §3). */
  readonly specialActivity: number | null;
}

export const noRewards: Rewards = {
  signin: null,
  general: null,
  activityRecords: null,
  spinScore: null,
  wheel: null,
  tasks: null,
  specialActivity: null,
};

const store = createStore<Rewards>(noRewards);
export const useRewards = store.use;
export const getRewards = store.get;

/** Replaces a part of the rewards (a spin's answer carries the score left). */
export function updateRewards(change: Partial<Rewards>): void {
  store.set({ ...store.get(), ...change });
}

/** Signed out: nothing is known. */
export function forgetRewards(): void {
  store.set(noRewards);
}

/** The badge count's inputs from the rewards and the deposit-bonus percent. */
export function badgeInputs(rewards: Rewards, depositBonusPercent: number | null): BadgeInputs {
  return {
    signinDays: rewards.signin?.Available ?? [],
    generalRewards: Object.values(rewards.general?.rewards ?? {}),
    activityRecords: rewards.activityRecords ?? [],
    spinScore: rewards.spinScore,
    wheel: rewards.wheel,
    depositBonusPercent,
    tasks: rewards.tasks ?? [],
  };
}

export function rewardsBadgeCount(rewards: Rewards, depositBonusPercent: number | null): number {
  return bonusBadgeCount(badgeInputs(rewards, depositBonusPercent));
}

/** Loads one call's answer into the rewards, unless the player changed meanwhile. */
async function load<T>(call: Promise<T>, apply: (answer: T) => Partial<Rewards>): Promise<void> {
  const token = getSession().token;
  const answer = await call;
  if (getSession().token !== token || !token) return;
  const change = apply(answer);
  store.set({ ...store.get(), ...change });
  if (change.general) updateSession({ taskSwitch: change.general.task.switch });
}

/** Every reward call; resolves when all have answered, rejects with the first failure. */
export async function refreshRewards(): Promise<void> {
  const results = await Promise.allSettled([
    load(callApi('/general/reward'), (general) => ({ general })),
    load(callApi('/signin/info'), (signin) => ({ signin })),
    load(callApi('/apply/activity/record', { type: 1 }), ({ records }) => ({ activityRecords: records })),
    load(callApi('/get/spin-score'), ({ spinScore }) => ({ spinScore })),
    load(callApi('/spinwheel/cfg'), (wheel) => ({ wheel })),
    load(callApi('/task/info'), ({ tasks }) => ({ tasks })),
  ]);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The tasks and general rewards only (push 60: a task's progress moved). */
export async function refreshTasks(): Promise<void> {
  await Promise.all([
    load(callApi('/task/info'), ({ tasks }) => ({ tasks })),
    load(callApi('/general/reward'), (general) => ({ general })),
    load(callApi('/get/spin-score'), ({ spinScore }) => ({ spinScore })),
  ]);
}

/** SPEC §3: the special activity is asked with the browser's device id and type (once per token). */
export async function loadSpecialActivity(): Promise<void> {
  await load(
    callApi('/special/activity', { deviceId: deviceId(), deviceType: webDeviceType }),
    ({ status }) => ({
      specialActivity: status,
    }),
  );
}
