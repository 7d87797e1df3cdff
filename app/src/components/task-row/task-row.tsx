// One task as the bonus box's novice panel and the task centre list it: its
// translated title (and description in the task centre), how far it is
// towards its goal, its reward, and its state: in progress, claimed, or a
// Claim button once done (lib/rewards/reward-claims.ts takes the reward,
// then the balance and the rewards are loaded again and the badge falls).
import { taskCurrency } from '@content/tasks';
import { useId, useState } from 'react';
import { useFormatMoney } from '@/components/money/money-text';
import { ProgressBar } from '@/components/progress-bar/progress-bar';
import { useContentLabel, useMessage } from '@/components/use-message';
import { useLocale } from '@/lib/locale';
import { currencyDisplay } from '@/lib/money/currency-display';
import { claimTask } from '@/lib/rewards/reward-claims';
import type { PlayerTask } from '@/lib/rewards/task-list';
import './task-row.css';

export interface TaskRowProps {
  readonly entry: PlayerTask;
  /** The task centre shows what each task asks; the bonus box's panel, its title only. */
  readonly withDescription?: boolean;
}

export function TaskRow({ entry: { task, progress, state }, withDescription = false }: TaskRowProps) {
  const t = useMessage();
  const label = useContentLabel();
  const formatMoney = useFormatMoney();
  const { locale } = useLocale();
  const titleId = useId();
  const [claiming, setClaiming] = useState(false);
  const currency = currencyDisplay(taskCurrency);
  const figure = (value: number) =>
    task.kind === 'stake' ? formatMoney(value, currency) : new Intl.NumberFormat(locale).format(value);
  const title = label(task.titleKey);
  const claim = () => {
    if (claiming) return;
    setClaiming(true);
    // A refusal is the client's error toast; the row stays for another try.
    claimTask(task.id)
      .catch(() => undefined)
      .finally(() => setClaiming(false));
  };
  return (
    <li className="task-row" data-task={task.key} data-state={state}>
      <div className="task-row__text">
        <p className="task-row__title" id={titleId}>
          {title}
        </p>
        {withDescription && <p className="task-row__description">{label(task.descriptionKey)}</p>}
        <p className="task-row__reward">
          {t('tasks.reward', { amount: formatMoney(task.reward, currency) })}
        </p>
        <div className="task-row__progress">
          <ProgressBar value={(progress / task.goal) * 100} label={title} showValue={false} />
          <span className="task-row__count">
            {t('rewards.taskProgress', { progress: figure(progress), goal: figure(task.goal) })}
          </span>
        </div>
      </div>
      <div className="task-row__state">
        {state === 'claimable' ? (
          <button
            type="button"
            className="button button--primary task-row__claim"
            aria-describedby={titleId}
            aria-busy={claiming || undefined}
            onClick={claim}
          >
            {t('tasks.claim')}
          </button>
        ) : (
          <span className={`task-row__status task-row__status--${state}`}>
            {t(state === 'claimed' ? 'tasks.claimed' : 'tasks.inProgress')}
          </span>
        )}
      </div>
    </li>
  );
}
