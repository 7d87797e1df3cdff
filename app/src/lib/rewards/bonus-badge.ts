// The bonus-box badge count of SPEC §4, one pure function of what the reward
// calls answered. It sums, term by term:
//   - each sign-in day that can be claimed (/signin/info Available, status 1);
//   - each general reward with status 1 and a reward above 0 (/general/reward);
//   - each activity record with status 2, approved and claimable (/apply/activity/record type 1);
//   - 1 for the wheel when it is on and the spin score reaches the cheapest
//     enabled wheel's cost (/spinwheel/cfg, /get/spin-score);
//   - 1 for an active deposit bonus (lib/money/deposit-bonus.ts: a percent, not null);
//   - 1 if any task has a reward not yet taken (/task/info).
// "A reward not yet taken" is read as a task that is done and whose reward is
// still waiting: takeReward false AND status 1. A task not yet done (status 0)
// also has takeReward false, but it has nothing to take: counting it would
// keep the badge lit for a new player from the first sign-in, for tasks they
// have not done. Only the task term is capped at 1; SPEC sums the rest.
// A claimable task is also a /general/reward entry with status 1 (the server
// keys both by the task), so it counts in both terms, as SPEC's sum says.

export interface BadgeSigninDay {
  readonly status: number;
}
export interface BadgeGeneralReward {
  readonly status: number;
  readonly reward: number;
}
export interface BadgeActivityRecord {
  readonly status: number;
}
export interface BadgeWheelConfig {
  /** 1 if the wheel is on. */
  readonly status: number;
  readonly items: readonly { readonly cost: number; readonly status: number }[];
}
export interface BadgeTask {
  readonly status: number;
  readonly takeReward: boolean;
}

/** What the count reads; a call not answered yet counts as nothing to claim. */
export interface BadgeInputs {
  readonly signinDays: readonly BadgeSigninDay[];
  readonly generalRewards: readonly BadgeGeneralReward[];
  readonly activityRecords: readonly BadgeActivityRecord[];
  readonly spinScore: number | null;
  readonly wheel: BadgeWheelConfig | null;
  /** depositBonusPercent(welcome packet): null when no offer applies. */
  readonly depositBonusPercent: number | null;
  readonly tasks: readonly BadgeTask[];
}

/** The cheapest enabled wheel's cost, or null when the wheel is off or has no enabled wheel. */
export function lowestWheelCost(wheel: BadgeWheelConfig | null): number | null {
  if (!wheel || wheel.status !== 1) return null;
  const costs = wheel.items.filter((item) => item.status === 1).map((item) => item.cost);
  return costs.length > 0 ? Math.min(...costs) : null;
}

/** True if the spin score pays for a spin of the cheapest enabled wheel. */
export function canSpin(spinScore: number | null, wheel: BadgeWheelConfig | null): boolean {
  const cost = lowestWheelCost(wheel);
  return cost !== null && spinScore !== null && spinScore >= cost;
}

/** A task whose reward is waiting: done (status 1) and not taken. */
export function hasRewardToTake(task: BadgeTask): boolean {
  return task.status === 1 && !task.takeReward;
}

export function bonusBadgeCount(inputs: BadgeInputs): number {
  const signins = inputs.signinDays.filter((day) => day.status === 1).length;
  const rewards = inputs.generalRewards.filter((entry) => entry.status === 1 && entry.reward > 0).length;
  const records = inputs.activityRecords.filter((record) => record.status === 2).length;
  const wheel = canSpin(inputs.spinScore, inputs.wheel) ? 1 : 0;
  const deposit = inputs.depositBonusPercent !== null ? 1 : 0;
  const tasks = inputs.tasks.some(hasRewardToTake) ? 1 : 0;
  return signins + rewards + records + wheel + deposit + tasks;
}
