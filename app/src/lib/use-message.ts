// Typed translation: a key that does not exist, or a missing parameter, is a
// type error (STYLE 12). A message missing at run time shows its key, not a blank.
import { useCallback } from 'react';
import { useIntl, type PrimitiveType } from 'react-intl';
import type { MessageArgs, MessageKey } from '@content/messages';

export type Translate = <K extends MessageKey>(key: K, ...args: MessageArgs<K>) => string;

export function useMessage(): Translate {
  const intl = useIntl();
  return useCallback<Translate>(
    (key, ...args) => intl.formatMessage({ id: key }, args[0] as Record<string, PrimitiveType> | undefined),
    [intl],
  );
}
