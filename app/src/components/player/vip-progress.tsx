// The player's VIP level and the way to the next (SPEC §2, §3): "VIP 2", the
// progress bar filled to /vip/progress's progressRate, and "40% to VIP 3" (or
// the top level reached). Until /vip/progress has answered, the bar's place
// is kept empty rather than showing a 0 that is not true.
import { ProgressBar } from '@/components/progress-bar/progress-bar';
import { useMessage } from '@/components/use-message';
import type { VipProgress as VipProgressFigures } from '@/lib/session-store';
import './player.css';

export interface VipProgressProps {
  /** The level /user/get/info gave, shown while the progress loads. */
  readonly level: number;
  readonly progress: VipProgressFigures | null;
}

export function VipProgress({ level, progress }: VipProgressProps) {
  const t = useMessage();
  const vip = progress?.vip ?? level;
  return (
    <div className="vip-progress">
      <p className="vip-progress__level">{t('avatarMenu.vipLevel', { level: vip })}</p>
      {progress ? (
        <>
          <ProgressBar value={progress.progressRate} label={t('avatarMenu.vipBar')} showValue={false} />
          <p className="vip-progress__next">
            {progress.nextPoints === null
              ? t('avatarMenu.vipTop')
              : t('avatarMenu.vipProgress', { percent: progress.progressRate, next: vip + 1 })}
          </p>
        </>
      ) : (
        <span className="vip-progress__placeholder" aria-hidden="true" />
      )}
    </div>
  );
}
