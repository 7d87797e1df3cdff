// A labelled input with its validation message tied to it (aria-invalid,
// aria-describedby), so a screen reader reads the error with the field.
import { useId, type InputHTMLAttributes } from 'react';
import { useMessage } from '@/components/use-message';
import type { ValidationMessage } from './auth-validation';

export interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly label: string;
  readonly error: ValidationMessage | undefined;
}

export function AuthField({ label, error, ...input }: AuthFieldProps) {
  const t = useMessage();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="auth-field__error">
          {error.key === 'validation.maxLength' ? t(error.key, { max: error.max }) : t(error.key)}
        </p>
      )}
    </div>
  );
}
