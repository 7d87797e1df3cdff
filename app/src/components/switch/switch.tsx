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

/** An on/off toggle; it does not toggle while disabled or loading. */
export function Switch({ checked, onChange, label, disabled = false, loading = false }: SwitchProps) {
  const t = useMessage();
  return (
    <label className="switch" data-disabled={disabled || loading || undefined}>
      <span className="switch-label">{label}</span>
      <button
        type="button"
        role="switch"
        className="switch-track"
        aria-checked={checked}
        aria-busy={loading || undefined}
        aria-disabled={loading || undefined}
        disabled={disabled}
        onClick={() => {
          if (!disabled && !loading) onChange(!checked);
        }}
      >
        <span className="switch-thumb" data-loading={loading || undefined} aria-hidden="true" />
        <span className="switch-state" aria-hidden="true">
          {checked ? t('widgets.switch.on') : t('widgets.switch.off')}
        </span>
      </button>
    </label>
  );
}
