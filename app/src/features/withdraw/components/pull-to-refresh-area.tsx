// The part of a page a touch can pull down to refresh, with the indicator
// above it and one live region saying what letting go would do
// ("Pull down to refresh", "Release to refresh") and then "Refreshing…",
// whichever started the refresh (a pull or the page's Refresh button).
import { useRef, type ReactNode } from 'react';
import { useMessage } from '@/components/use-message';
import { pullThresholdPx } from '@/features/withdraw/pull-to-refresh';
import { usePullToRefresh } from '@/features/withdraw/use-pull-to-refresh';

export interface PullToRefreshAreaProps {
  readonly refreshing: boolean;
  readonly onRefresh: () => void;
  readonly className?: string;
  readonly children: ReactNode;
}

export function PullToRefreshArea({ refreshing, onRefresh, className, children }: PullToRefreshAreaProps) {
  const t = useMessage();
  const area = useRef<HTMLDivElement>(null);
  const pull = usePullToRefresh(area, onRefresh);
  const phase = refreshing ? 'refreshing' : pull.phase;
  const text =
    phase === 'refreshing'
      ? t('withdraw.refreshing')
      : phase === 'armed'
        ? t('withdraw.releaseToRefresh')
        : phase === 'pulling'
          ? t('withdraw.pullToRefresh')
          : '';
  // Drawn at the finger's pull; while refreshing, at the threshold's height.
  const height = refreshing ? Math.max(pull.offset, pullThresholdPx / 2) : pull.offset;
  return (
    <div ref={area} className={className}>
      <p role="status" className="visually-hidden">
        {text}
      </p>
      <div
        className="pull-indicator"
        data-phase={phase}
        style={{ blockSize: `${height}px` }}
        aria-hidden="true"
      >
        <svg className="pull-indicator__icon" viewBox="0 0 24 24">
          <path d="M12 4v13m0 0-5-5m5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="pull-indicator__text">{text}</span>
      </div>
      {children}
    </div>
  );
}
