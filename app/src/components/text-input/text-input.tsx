import { site } from '@content/site';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { LineIcon } from '@/components/line-icon/line-icon';
import { useMessage } from '@/components/use-message';
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
  error?: string | undefined;
  /** What the field takes (a range, what is available): shown under it, after any error, and read with it. */
  hint?: string | undefined;
  /** Ids of further elements that describe the field (a checklist of its rules), read after the hint. */
  describedBy?: string | undefined;
  /** A password field with a Show/Hide button beside it (the field is never trimmed). */
  revealable?: boolean;
  /** A control before the field on its row, labelled on its own (a mobile number's area-code select). */
  leading?: ReactNode;
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
  revealable = false,
  leading,
  onBlur,
  type,
  ...inputProps
}: TextInputProps) {
  const t = useMessage();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : '', moreDescribedBy ?? '']
    .filter(Boolean)
    .join(' ');
  const trimmed = trim && !revealable;
  const normalise = (text: string) => (trimmed ? text.trim() : text);
  const [draft, setDraft] = useState(value);
  const [revealed, setRevealed] = useState(false);
  // The draft is shown while it still stands for the value the parent holds.
  const shown = normalise(draft) === value ? draft : value;

  const input = (
    <input
      {...inputProps}
      id={id}
      type={revealable ? (revealed ? 'text' : 'password') : type}
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
  );

  return (
    <div className="text-input">
      <label htmlFor={id}>{label}</label>
      {revealable || leading ? (
        <div className="text-input__row">
          {leading}
          {revealable ? (
            <div className="text-input__revealable">
              {input}
              <button
                type="button"
                className="text-input__reveal"
                aria-label={t(revealed ? 'auth.signIn.hidePassword' : 'auth.signIn.showPassword')}
                aria-controls={id}
                onClick={() => setRevealed((now) => !now)}
              >
                {revealed ? <EyeClosedIcon /> : <EyeIcon />}
              </button>
            </div>
          ) : (
            input
          )}
        </div>
      ) : (
        input
      )}
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

function EyeIcon() {
  return (
    <LineIcon>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </LineIcon>
  );
}

function EyeClosedIcon() {
  return (
    <LineIcon>
      <path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.6 3.5M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="M3 3l18 18" />
    </LineIcon>
  );
}
