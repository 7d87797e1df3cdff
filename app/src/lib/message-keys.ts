import type { MessageKey, MessageParams } from '@content/messages';
import type { MessageFormatElement } from 'react-intl';

/** A message key that takes no parameters: tables of labels (pages, tabs, menu entries) hold these. */
export type PlainMessageKey = {
  [K in MessageKey]: MessageParams[K] extends Record<string, never> ? K : never;
}[MessageKey];

/** A locale's loaded messages, as react-intl holds them. */
export type MessageTable =
  Readonly<Record<string, string>> | Readonly<Record<string, MessageFormatElement[]>>;

/**
 * True when `key` names a message of `table` that takes no parameters (its
 * compiled AST is literal text alone). For keys that content names, such as a
 * category's `labelKey`: the generated catalogue types them `MessageKey`, which
 * does not say a key takes no parameters, so that is checked here against the
 * table itself rather than cast.
 */
export function isPlainMessageKey(key: string, table: MessageTable): key is PlainMessageKey {
  const message = table[key];
  if (typeof message === 'string') return !/[{<]/.test(message);
  // 0 is TYPE.literal of @formatjs/icu-messageformat-parser (react-intl does not re-export the enum).
  return message !== undefined && message.every((element) => element.type === 0);
}
