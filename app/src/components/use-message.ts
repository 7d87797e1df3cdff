import type { MessageArgs, MessageKey } from '@content/messages';
import { useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isPlainMessageKey } from '@/lib/message-keys';

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

/**
 * Formats a message with rich-text tags (`by <name>{vendor}</name>`) into
 * React nodes: each tag's formatter wraps its part in an element.
 */
export function useRichMessage() {
  const intl = useIntl();
  return useCallback(
    <K extends MessageKey>(key: K, ...args: MessageArgs<K, ReactNode>): ReactNode =>
      intl.formatMessage({ id: key }, args[0]),
    [intl],
  );
}

/**
 * Formats a label whose key content names (a category's `labelKey`, typed
 * `MessageKey` by the generated catalogue; the toolchain checks that en.yaml
 * has it). `MessageKey` alone does not say the message takes no parameters:
 * a key the loaded messages lack, or one that takes parameters, shows as the
 * key itself and is logged, never as a blank.
 */
export function useContentLabel() {
  const intl = useIntl();
  const t = useMessage();
  return useCallback(
    (key: MessageKey): string => {
      if (isPlainMessageKey(key, intl.messages)) return t(key);
      console.error(`no message without parameters for the content key ${key}`);
      return key;
    },
    [intl, t],
  );
}
