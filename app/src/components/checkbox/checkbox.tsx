import type { ReactNode } from 'react';
import './checkbox.css';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  disabled?: boolean;
  name?: string;
  value?: string;
}

/** A labelled checkbox; it does not toggle while disabled. */
export function Checkbox({ checked, onChange, label, disabled = false, name, value }: CheckboxProps) {
  return (
    <label className="checkbox" data-disabled={disabled || undefined}>
      <input
        type="checkbox"
        className="checkbox-input"
        checked={checked}
        disabled={disabled}
        name={name}
        value={value}
        onChange={(event) => {
          if (!disabled) onChange(event.target.checked);
        }}
      />
      <span className="checkbox-label">{label}</span>
    </label>
  );
}
