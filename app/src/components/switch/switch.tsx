import type { ReactNode } from 'react';
import { useMessage } from '@/components/use-message';
import './switch.css';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  disabled?: boolean;
  /** A pending change: shown busy and, like disabled, not toggled. */
  loading?: boolean;
}

/**
 * An on/off toggle; it does not toggle while disabled or loading. Its state
 * shows three ways: the thumb's side, a check or a cross in the thumb, and the
 * On/Off word beside the track (both decorative: role="switch" and
 * aria-checked say it to assistive technology).
 */
export function Switch({ checked, onChange, label, disabled = false, loading = false }: SwitchProps) {
  const t = useMessage();
  return (
    <label className="switch" data-disabled={disabled || loading || undefined}>
      <span className="switch-label">{label}</span>
      <button
        type="button"
        role="switch"
        className="switch-button"
        aria-checked={checked}
        aria-busy={loading || undefined}
        aria-disabled={loading || undefined}
        disabled={disabled}
        onClick={() => {
          if (!disabled && !loading) onChange(!checked);
        }}
      >
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" data-loading={loading || undefined}>
            {!loading && <SwitchStateIcon checked={checked} />}
          </span>
        </span>
        <span className="switch-state" aria-hidden="true">
          {checked ? t('widgets.switch.on') : t('widgets.switch.off')}
        </span>
      </button>
    </label>
  );
}

/** A check mark when on, a cross when off, drawn in the thumb's contrasting colour. */
function SwitchStateIcon({ checked }: { checked: boolean }) {
  return (
    <svg
      className="switch-icon"
      data-icon={checked ? 'check' : 'cross'}
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <path d={checked ? 'M3.5 8.5l3 3 6-7' : 'M5 5l6 6M11 5l-6 6'} />
    </svg>
  );
}
