// The signed-in player's bonus box (SPEC §2 wide top bar): the gift icon with
// the badge of SPEC §4's count (session.bonusCount, kept by the session
// socket), which flashes for 2 s when it rises (SPEC §9), opening a hover
// panel (hover, focus and Enter/Space, a tap) of the novice tasks with their
// progress and a Claim button once done, and a way to the task centre while
// its switch is on. Its own chunk: a visitor's start does not carry it.
import { site } from '@content/site';
import { TaskRow } from '@/components/task-row/task-row';
import { useFlashOnRise } from '@/components/use-flash-on-rise';
import { useMessage } from '@/components/use-message';
import { openRewardPopup } from '@/lib/rewards/reward-popup';
import { useRewards } from '@/lib/rewards/rewards-store';
import { playerTasks } from '@/lib/rewards/task-list';
import type { Session } from '@/lib/session-store';
import { Badge } from './badge';
import { HoverPanel } from './hover-panel';
import { GiftIcon } from './icons';
import './bonus-box.css';

export default function BonusBox({ session }: { readonly session: Session }) {
  const t = useMessage();
  const { tasks } = useRewards();
  const count = session.bonusCount;
  const flashing = useFlashOnRise(count, site.timing.bonusFlashMs);
  const novice = playerTasks(tasks, { noviceOnly: true });
  const label =
    count > 0 ? `${t('topBar.bonusBox')} (${t('topBar.bonusCount', { count })})` : t('topBar.bonusBox');
  return (
    <HoverPanel
      className={flashing ? 'bonus-box bonus-box--flash' : 'bonus-box'}
      label={label}
      trigger={
        <>
          <GiftIcon />
          <Badge count={count} />
        </>
      }
    >
      <h2 className="bonus-box__title">{t('tasks.novice')}</h2>
      {novice.length > 0 ? (
        <ul className="bonus-box__tasks">
          {novice.map((entry) => (
            <TaskRow key={entry.task.id} entry={entry} />
          ))}
        </ul>
      ) : (
        <p className="bonus-box__empty">{t('tasks.empty')}</p>
      )}
      {session.taskSwitch && (
        <button
          type="button"
          className="button button--ghost bonus-box__all"
          onClick={() => openRewardPopup('tasks')}
        >
          {t('rewards.allTasks')}
        </button>
      )}
    </HoverPanel>
  );
}
