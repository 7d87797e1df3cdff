// Translates a refused auth field's message for TextInput's error.
import { useCallback } from 'react';
import { useMessage } from '@/components/use-message';
import { useValidationMessage } from '@/components/use-validation-message';
import type { AuthMessage } from './auth-validation';

const formOwnKeys = ['auth.register.accountRule', 'refer.form.codeRule', 'refer.form.unknownCode'] as const;

/** A message of the auth forms' own rules (not a generic validator's). */
function isFormOwnMessage(
  message: AuthMessage,
): message is Extract<AuthMessage, { key: (typeof formOwnKeys)[number] }> {
  return formOwnKeys.some((key) => key === message.key);
}

export function useAuthMessage() {
  const t = useMessage();
  const validationMessage = useValidationMessage();
  return useCallback(
    (message: AuthMessage | undefined): string | undefined =>
      message !== undefined && isFormOwnMessage(message) ? t(message.key) : validationMessage(message),
    [t, validationMessage],
  );
}
