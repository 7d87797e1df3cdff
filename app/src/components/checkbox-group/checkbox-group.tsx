import { useState, type ReactNode } from 'react';
import { Checkbox } from '@/components/checkbox/checkbox';
import { Toast } from '@/components/toast/toast';
import { useMessage } from '@/components/use-message';
import { defaultCheckboxGroupMax, toggleSelection } from './selection';
import './checkbox-group.css';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps {
  legend: ReactNode;
  options: readonly CheckboxOption[];
  value: readonly string[];
  onChange: (value: readonly string[]) => void;
  /** At most this many may be ticked; one more is refused with a toast. */
  max?: number;
  disabled?: boolean;
}

/** Checkboxes that share one selection, with a maximum. */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  max = defaultCheckboxGroupMax,
  disabled = false,
}: CheckboxGroupProps) {
  const t = useMessage();
  const [refusals, setRefusals] = useState(0);
  const [toastShown, setToastShown] = useState(false);
  const toggle = (option: string) => {
    const result = toggleSelection(value, option, max);
    if (result.refused) {
      setRefusals((count) => count + 1);
      setToastShown(true);
    } else {
      onChange(result.selected);
    }
  };
  return (
    <fieldset className="checkbox-group" disabled={disabled}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          value={option.value}
          label={option.label}
          checked={value.includes(option.value)}
          disabled={disabled || option.disabled === true}
          onChange={() => toggle(option.value)}
        />
      ))}
      <Toast
        key={refusals}
        message={toastShown ? t('widgets.checkboxGroup.max', { max }) : null}
        onHide={() => setToastShown(false)}
      />
    </fieldset>
  );
}
