// Translates a refused auth field's message for TextInput's error.
import { useCallback } from 'react';
import { useMessage } from '@/components/use-message';
import { useValidationMessage } from '@/components/use-validation-message';
import type { AuthMessage } from './auth-validation';

export function useAuthMessage() {
  const t = useMessage();
  const validationMessage = useValidationMessage();
  return useCallback(
    (message: AuthMessage | undefined): string | undefined =>
      message?.key === 'auth.register.accountRule' ? t(message.key) : validationMessage(message),
    [t, validationMessage],
  );
}
