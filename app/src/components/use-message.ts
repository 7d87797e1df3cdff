import type { MessageArgs, MessageKey } from '@content/messages';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Formats a translated string by its generated key: a wrong key or missing parameter
 * fails the type check.
 */
export function useMessage() {
  const intl = useIntl();
  return useCallback(
    <K extends MessageKey>(key: K, ...args: MessageArgs<K>): string =>
      intl.formatMessage({ id: key }, args[0] as Record<string, string | number> | undefined),
    [intl],
  );
}
