// The reward calls' answers a test's sandbox gives a new player: a week of
// sign-in days with day 1 claimable, the tasks of content not done, two
// wheels (100 and 500 points) of eight prizes, no activity records, and
// enough spin score for the cheaper wheel. Spread and change what a test needs.
import { tasks } from '@content/tasks';
import type { CallData } from '@/lib/api/api-types';
import type { CallAnswers } from './stub-calls';

export const signinFixture: CallData<'/signin/info'> = {
  todaySignIn: false,
  Available: [100, 150, 200, 250, 300, 400, 1000].map((reward, index) => ({
    day: index + 1,
    currency: 'USDT',
    reward,
    status: index === 0 ? 1 : 0,
  })),
};

export const taskInfoFixture: CallData<'/task/info'> = {
  tasks: tasks.map((task) => ({
    rewardId: task.id,
    key: task.key,
    kind: task.kind,
    goal: task.goal,
    progress: 0,
    novice: task.novice,
    status: 0,
    takeReward: false,
    currency: 'USDT',
    reward: task.reward,
  })),
};

const prizes = (rewards: number[]) => rewards.map((reward, index) => ({ index, currency: 'USDT', reward }));

export const wheelFixture: CallData<'/spinwheel/cfg'> = {
  status: 1,
  items: [
    {
      wheelId: 2,
      name: 'gold',
      cost: 500,
      status: 1,
      prizes: prizes([500, 1000, 2000, 5000, 300, 10000, 800, 50000]),
    },
    {
      wheelId: 1,
      name: 'silver',
      cost: 100,
      status: 1,
      prizes: prizes([50, 100, 200, 500, 20, 1000, 80, 5000]),
    },
  ],
};

export const generalRewardFixture: CallData<'/general/reward'> = {
  task: { switch: true },
  rewards: Object.fromEntries(
    tasks.map((task) => [task.key, { status: 0, currency: 'USDT', reward: task.reward }]),
  ),
};

export const rewardAnswers: CallAnswers = {
  '/general/reward': generalRewardFixture,
  '/signin/info': signinFixture,
  '/apply/activity/record': { type: 1, records: [] },
  '/get/spin-score': { spinScore: 150 },
  '/spinwheel/cfg': wheelFixture,
  '/task/info': taskInfoFixture,
  '/refresh-balance': { currency: 'USDT', balance: 10_000, balances: [{ currency: 'USDT', amount: 10_000 }] },
};
