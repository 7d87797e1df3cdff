// The task centre (SPEC §2 popups, §3 task info): every task of content with
// its translated title and description, its progress towards its goal from
// /task/info, its state, and Claim once done (/task/claim).
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { Popup } from '@/components/popup/popup';
import { TaskRow } from '@/components/task-row/task-row';
import { useMessage } from '@/components/use-message';
import { playerTasks } from '@/lib/rewards/task-list';
import type { RewardPopupProps } from './reward-popups';
import { useRewardsOnOpen } from './use-rewards-on-open';
import './rewards.css';

export default function TaskCentrePopup({ open, onClose }: RewardPopupProps) {
  const t = useMessage();
  const { tasks } = useRewardsOnOpen(open);
  const entries = playerTasks(tasks);
  return (
    <Popup open={open} onClose={onClose} title={t('tasks.title')} className="reward-popup">
      {tasks === null ? (
        <LoadingSpinner />
      ) : entries.length === 0 ? (
        <p className="reward-popup__note">{t('tasks.empty')}</p>
      ) : (
        // Its own scrolling region, reachable by keyboard, when the tasks outgrow the popup.
        <div className="task-list-scroll" role="region" aria-label={t('tasks.title')} tabIndex={0}>
          <ul className="task-list">
            {entries.map((entry) => (
              <TaskRow key={entry.task.id} entry={entry} withDescription />
            ))}
          </ul>
        </div>
      )}
    </Popup>
  );
}
