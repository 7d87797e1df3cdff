// The reward popups of SPEC §2 (daily sign-in, spin wheel, task centre), one
// open at a time as lib/rewards/reward-popup.ts says. The shell mounts this
// the first time one is asked for; each popup is its own chunk again, fetched
// when first opened.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { MountWhenAsked } from '@/components/mount-when-asked';
import { closeRewardPopup, rewardPopup, type RewardPopup } from '@/lib/rewards/reward-popup';

const popups: Record<RewardPopup, LazyExoticComponent<ComponentType<RewardPopupProps>>> = {
  dailySignIn: lazy(() => import('./daily-sign-in-popup')),
  spin: lazy(() => import('./prize-wheel-popup')),
  tasks: lazy(() => import('./task-centre-popup')),
};

export interface RewardPopupProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

export function RewardPopups() {
  const open = rewardPopup.use();
  return (
    <>
      {(Object.keys(popups) as RewardPopup[]).map((name) => {
        const Popup = popups[name];
        return (
          <MountWhenAsked key={name} asked={open === name}>
            <Popup open={open === name} onClose={closeRewardPopup} />
          </MountWhenAsked>
        );
      })}
    </>
  );
}
