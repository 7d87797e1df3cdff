import type { MessageKey, MessageParams } from '@content/messages';

/** A message key that takes no parameters: tables of labels (pages, tabs, menu entries) hold these. */
export type PlainMessageKey = {
  [K in MessageKey]: MessageParams[K] extends Record<string, never> ? K : never;
}[MessageKey];
