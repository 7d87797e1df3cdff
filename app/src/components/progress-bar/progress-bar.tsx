import { useMessage } from '@/components/use-message';
import './progress-bar.css';

export interface ProgressBarProps {
  /** Percent; kept within 0 and 100 and rounded. */
  value: number;
  label: string;
  showValue?: boolean;
}

/** A bar filled to a percentage. */
export function ProgressBar({ value, label, showValue = true }: ProgressBarProps) {
  const t = useMessage();
  const percent = Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)));
  return (
    <div className="progress-bar">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="progress-bar-track"
      >
        <div className="progress-bar-fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      {showValue && (
        <span className="progress-bar-value" aria-hidden="true">
          {t('widgets.progress', { value: percent })}
        </span>
      )}
    </div>
  );
}
