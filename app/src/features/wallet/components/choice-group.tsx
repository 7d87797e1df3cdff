// A row of choices of which one is picked: native radio buttons in a
// fieldset, so Tab reaches the group and the arrow keys move the choice, shown
// as chips.
import { useId, type ReactNode } from 'react';

export interface Choice<Value extends string> {
  readonly value: Value;
  readonly label: ReactNode;
}

export interface ChoiceGroupProps<Value extends string> {
  readonly legend: string;
  readonly choices: readonly Choice<Value>[];
  readonly value: Value;
  readonly onChange: (value: Value) => void;
  readonly disabled?: boolean;
}

export function ChoiceGroup<Value extends string>({
  legend,
  choices,
  value,
  onChange,
  disabled = false,
}: ChoiceGroupProps<Value>) {
  const name = useId();
  return (
    <fieldset className="wallet-choices" disabled={disabled}>
      <legend className="wallet-choices__legend">{legend}</legend>
      <div className="wallet-choices__options">
        {choices.map((choice) => (
          <label key={choice.value} className="wallet-choice">
            <input
              type="radio"
              className="wallet-choice__input"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            <span className="wallet-choice__label">{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
