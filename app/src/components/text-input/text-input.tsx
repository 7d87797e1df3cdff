import { site } from '@content/site';
import { useId, useState, type InputHTMLAttributes } from 'react';
import './text-input.css';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'id'
>;

export interface TextInputProps extends NativeInputProps {
  label: string;
  value: string;
  /** Gets the value as it should be kept: trimmed unless trim is false, at most maxLength long. */
  onChange: (value: string) => void;
  trim?: boolean;
  maxLength?: number;
  error?: string;
  /** What the field takes (a range, what is available): shown under it, after any error, and read with it. */
  hint?: string;
  /** Ids of further elements that describe the field (a checklist of its rules), read after the hint. */
  describedBy?: string;
}

/**
 * A labelled text field. The reported value is trimmed by default; the field keeps
 * what the player types (a space between words) and shows the trimmed text on blur.
 * Its error and its hint are its accessible description, the error first.
 */
export function TextInput({
  label,
  value,
  onChange,
  trim = true,
  maxLength = site.input.maxLength,
  error,
  hint,
  describedBy: moreDescribedBy,
  onBlur,
  ...inputProps
}: TextInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : '', moreDescribedBy ?? '']
    .filter(Boolean)
    .join(' ');
  const normalise = (text: string) => (trim ? text.trim() : text);
  const [draft, setDraft] = useState(value);
  // The draft is shown while it still stands for the value the parent holds.
  const shown = normalise(draft) === value ? draft : value;

  return (
    <div className="text-input">
      <label htmlFor={id}>{label}</label>
      <input
        {...inputProps}
        id={id}
        value={shown}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          const text = event.target.value.slice(0, maxLength);
          setDraft(text);
          onChange(normalise(text));
        }}
        onBlur={(event) => {
          setDraft(normalise(shown));
          onBlur?.(event);
        }}
      />
      {error && (
        <p id={errorId} className="text-input-error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-input-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
