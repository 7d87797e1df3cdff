// The tasks as the player sees them: each task of content (@content/tasks:
// what it is, its goal and reward, its translated title and description)
// with the player's progress from /task/info, matched by rewardId = id. A
// task the server has not answered for yet stands at 0, not done; a server
// task content does not know is not shown (it has no words to show).
import { tasks as contentTasks, type Task } from '@content/tasks';
import { hasRewardToTake } from './bonus-badge';
import type { TaskProgress } from './rewards-store';

export type TaskState = 'inProgress' | 'claimable' | 'claimed';

export interface PlayerTask {
  readonly task: Task;
  /** Towards the goal, capped at it: a count, or minor units staked for 'stake'. */
  readonly progress: number;
  readonly state: TaskState;
}

export function taskState(progress: Pick<TaskProgress, 'status' | 'takeReward'> | undefined): TaskState {
  if (!progress) return 'inProgress';
  if (progress.takeReward || progress.status === 2) return 'claimed';
  return hasRewardToTake(progress) ? 'claimable' : 'inProgress';
}

export function playerTasks(
  progress: readonly TaskProgress[] | null,
  { noviceOnly = false, tasks = contentTasks }: { noviceOnly?: boolean; tasks?: readonly Task[] } = {},
): PlayerTask[] {
  return tasks
    .filter((task) => !noviceOnly || task.novice)
    .map((task) => {
      const answer = progress?.find((entry) => entry.rewardId === task.id);
      return {
        task,
        progress: Math.min(answer?.progress ?? 0, task.goal),
        state: taskState(answer),
      };
    });
}
