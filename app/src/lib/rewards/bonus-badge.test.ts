import { describe, expect, it } from 'vitest';
import { bonusBadgeCount, canSpin, lowestWheelCost, type BadgeInputs } from './bonus-badge';

const nothing: BadgeInputs = {
  signinDays: [],
  generalRewards: [],
  activityRecords: [],
  spinScore: null,
  wheel: null,
  depositBonusPercent: null,
  tasks: [],
};

const wheelOn = {
  status: 1,
  items: [
    { cost: 500, status: 1 },
    { cost: 100, status: 1 },
    { cost: 50, status: 0 },
  ],
};

describe('bonusBadgeCount, each term alone (T-BONUS-BADGE-*)', () => {
  it.each<[string, Partial<BadgeInputs>, number]>([
    ['nothing at all', {}, 0],
    // T-BONUS-BADGE-SIGNIN
    [
      '2 claimable sign-in days',
      { signinDays: [{ status: 2 }, { status: 1 }, { status: 1 }, { status: 0 }] },
      2,
    ],
    ['claimed and later days only', { signinDays: [{ status: 2 }, { status: 0 }] }, 0],
    // T-BONUS-BADGE-REWARD
    ['a reward with status 1 and reward 0', { generalRewards: [{ status: 1, reward: 0 }] }, 0],
    ['a reward with status 1 and reward 5', { generalRewards: [{ status: 1, reward: 5 }] }, 1],
    [
      'rewards not done or taken',
      {
        generalRewards: [
          { status: 0, reward: 5 },
          { status: 2, reward: 5 },
        ],
      },
      0,
    ],
    [
      '2 claimable rewards',
      {
        generalRewards: [
          { status: 1, reward: 5 },
          { status: 1, reward: 500 },
        ],
      },
      2,
    ],
    // T-BONUS-BADGE-RECORDS
    ['3 records with status 2', { activityRecords: [{ status: 2 }, { status: 2 }, { status: 2 }] }, 3],
    [
      'records under review, taken, declined',
      { activityRecords: [{ status: 1 }, { status: 3 }, { status: 4 }] },
      0,
    ],
    // T-BONUS-BADGE-WHEEL
    ['spin score at the cheapest enabled cost', { spinScore: 100, wheel: wheelOn }, 1],
    ['spin score above it: still 1', { spinScore: 5000, wheel: wheelOn }, 1],
    ['spin score one below the cheapest enabled cost', { spinScore: 99, wheel: wheelOn }, 0],
    ['a disabled wheel is not the cheapest', { spinScore: 50, wheel: wheelOn }, 0],
    ['the wheel switched off', { spinScore: 5000, wheel: { ...wheelOn, status: 0 } }, 0],
    [
      'the wheel on with every wheel disabled',
      { spinScore: 5000, wheel: { status: 1, items: [{ cost: 1, status: 0 }] } },
      0,
    ],
    ['no spin score yet', { spinScore: null, wheel: wheelOn }, 0],
    ['no wheel config yet', { spinScore: 5000, wheel: null }, 0],
    // T-BONUS-BADGE-DEPOSIT
    ['an active deposit bonus', { depositBonusPercent: 150 }, 1],
    ['an active deposit bonus of 0%', { depositBonusPercent: 0 }, 1],
    // T-BONUS-BADGE-TASK
    ['one task with its reward waiting', { tasks: [{ status: 1, takeReward: false }] }, 1],
    [
      'many tasks with rewards waiting: still 1',
      {
        tasks: [
          { status: 1, takeReward: false },
          { status: 1, takeReward: false },
        ],
      },
      1,
    ],
    ['a task not done yet: nothing to take', { tasks: [{ status: 0, takeReward: false }] }, 0],
    ['a task taken', { tasks: [{ status: 2, takeReward: true }] }, 0],
  ])('%s → %i', (_, inputs, expected) => {
    expect(bonusBadgeCount({ ...nothing, ...inputs })).toBe(expected);
  });
});

describe('bonusBadgeCount, all terms together', () => {
  it('sums every term', () => {
    const all: BadgeInputs = {
      signinDays: [{ status: 1 }, { status: 2 }],
      generalRewards: [
        { status: 1, reward: 500 },
        { status: 1, reward: 0 },
      ],
      activityRecords: [{ status: 2 }, { status: 2 }, { status: 1 }],
      spinScore: 100,
      wheel: wheelOn,
      depositBonusPercent: 100,
      tasks: [
        { status: 1, takeReward: false },
        { status: 0, takeReward: false },
      ],
    };
    // 1 sign-in + 1 reward + 2 records + 1 wheel + 1 deposit + 1 task
    expect(bonusBadgeCount(all)).toBe(7);
    expect(bonusBadgeCount({ ...all, wheel: { ...wheelOn, status: 0 } })).toBe(6);
    expect(bonusBadgeCount({ ...all, spinScore: 99 })).toBe(6);
    expect(bonusBadgeCount({ ...all, depositBonusPercent: null })).toBe(6);
  });
});

describe('lowestWheelCost and canSpin', () => {
  it('takes the cheapest enabled wheel, none when off', () => {
    expect(lowestWheelCost(wheelOn)).toBe(100);
    expect(lowestWheelCost({ ...wheelOn, status: 0 })).toBeNull();
    expect(lowestWheelCost(null)).toBeNull();
    expect(canSpin(100, wheelOn)).toBe(true);
    expect(canSpin(99, wheelOn)).toBe(false);
  });
});
