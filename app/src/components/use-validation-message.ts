// Translates a refused field's message (lib/validators) for TextInput's error.
import { useCallback } from 'react';
import type { ValidationMessage } from '@/lib/validators/validation-message';
import { useMessage } from './use-message';

export function useValidationMessage() {
  const t = useMessage();
  return useCallback(
    (message: ValidationMessage | undefined): string | undefined => {
      if (!message) return undefined;
      switch (message.key) {
        case 'validation.code':
          return t(message.key, { digits: message.digits });
        case 'validation.maxLength':
          return t(message.key, { max: message.max });
        case 'validation.minLength':
          return t(message.key, { min: message.min });
        default:
          return t(message.key);
      }
    },
    [t],
  );
}
