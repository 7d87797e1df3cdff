import { describe, expect, it } from 'vitest';
import type { Task } from '@content/tasks';
import type { MessageKey } from '@content/messages';
import type { TaskProgress } from './rewards-store';
import { playerTasks, taskState } from './task-list';

const task = (id: number, novice: boolean): Task => ({
  id,
  key: `task${id}`,
  kind: 'deposit',
  goal: 3,
  reward: 500,
  novice,
  titleKey: 'tasks.title' as MessageKey,
  descriptionKey: 'tasks.title' as MessageKey,
});
const progress = (rewardId: number, change: Partial<TaskProgress>): TaskProgress => ({
  rewardId,
  key: `task${rewardId}`,
  kind: 'deposit',
  goal: 3,
  progress: 0,
  novice: true,
  status: 0,
  takeReward: false,
  currency: 'USDT',
  reward: 500,
  ...change,
});

describe('taskState', () => {
  it.each([
    ['no answer yet', undefined, 'inProgress'],
    ['not done', { status: 0, takeReward: false }, 'inProgress'],
    ['done, reward waiting', { status: 1, takeReward: false }, 'claimable'],
    ['taken', { status: 2, takeReward: true }, 'claimed'],
    ['taken by the flag alone', { status: 1, takeReward: true }, 'claimed'],
  ] as const)('%s → %s', (_, answer, state) => {
    expect(taskState(answer)).toBe(state);
  });
});

describe('playerTasks', () => {
  const content = [task(1, true), task(2, false), task(3, true)];

  it('lists every content task with its progress, capped at the goal, 0 before the answer', () => {
    const rows = playerTasks([progress(1, { progress: 5, status: 1 }), progress(9, { status: 1 })], {
      tasks: content,
    });
    expect(rows.map(({ task: { id }, progress: done, state }) => [id, done, state])).toEqual([
      [1, 3, 'claimable'],
      [2, 0, 'inProgress'],
      [3, 0, 'inProgress'],
    ]);
    expect(playerTasks(null, { tasks: content })).toHaveLength(3);
  });

  it('keeps only the novice tasks for the bonus box', () => {
    expect(playerTasks(null, { tasks: content, noviceOnly: true }).map(({ task: { id } }) => id)).toEqual([
      1, 3,
    ]);
  });
});
