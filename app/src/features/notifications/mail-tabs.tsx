// The Notification page's two tabs, system (type 1) and personal (type 2), as
// a WAI-ARIA tablist: one tab in the Tab order (the chosen one), the arrow
// keys move from the focused tab to the other and choose it (mirrored in a right-to-left layout),
// Home and End go to the first and last. Each tab shows its unread count,
// said in its accessible name.
import { useRef, type KeyboardEvent } from 'react';
import { useMessage } from '@/components/use-message';
import { unreadOfType, type MailType, type UnreadMail } from '@/lib/mail/unread-mail';

export const mailTypes: readonly MailType[] = [1, 2];

export interface MailTabsProps {
  readonly selected: MailType;
  readonly onSelect: (type: MailType) => void;
  readonly counts: UnreadMail | null;
  /** Ids: the tab of type n is `${idPrefix}-tab-${n}`, its panel `${idPrefix}-panel-${n}`. */
  readonly idPrefix: string;
}

export const tabId = (idPrefix: string, type: MailType) => `${idPrefix}-tab-${type}`;
export const panelId = (idPrefix: string, type: MailType) => `${idPrefix}-panel-${type}`;

/** The tab an arrow key, Home or End moves to from `current`, or null for another key. */
export function tabAfterKey(key: string, current: MailType, rightToLeft: boolean): MailType | null {
  const index = mailTypes.indexOf(current);
  const last = mailTypes.length - 1;
  const forward = rightToLeft ? 'ArrowLeft' : 'ArrowRight';
  const backward = rightToLeft ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return mailTypes[index === last ? 0 : index + 1] ?? null;
    case backward:
      return mailTypes[index === 0 ? last : index - 1] ?? null;
    case 'Home':
      return mailTypes[0] ?? null;
    case 'End':
      return mailTypes[last] ?? null;
    default:
      return null;
  }
}

export function MailTabs({ selected, onSelect, counts, idPrefix }: MailTabsProps) {
  const t = useMessage();
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = listRef.current;
    const rightToLeft = list !== null && getComputedStyle(list).direction === 'rtl';
    // From the tab that has focus (the chosen one, unless a click focused the other first).
    const focused = event.target instanceof HTMLElement ? Number(event.target.dataset.type) : NaN;
    const from = mailTypes.find((type) => type === focused) ?? selected;
    const next = tabAfterKey(event.key, from, rightToLeft);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    document.getElementById(tabId(idPrefix, next))?.focus();
  };
  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={t('notifications.tabsLabel')}
      className="mail-tabs"
      onKeyDown={onKeyDown}
    >
      {mailTypes.map((type) => {
        const label = t(type === 1 ? 'notifications.tabs.system' : 'notifications.tabs.personal');
        const count = unreadOfType(counts, type);
        const chosen = type === selected;
        return (
          <button
            key={type}
            id={tabId(idPrefix, type)}
            type="button"
            role="tab"
            data-type={type}
            className="mail-tabs__tab"
            aria-selected={chosen}
            aria-controls={panelId(idPrefix, type)}
            aria-label={t('notifications.tabName', { tab: label, count })}
            tabIndex={chosen ? 0 : -1}
            onClick={() => onSelect(type)}
          >
            <span>{label}</span>
            {/* Always there (empty at 0), so a count arriving moves nothing; said by the tab's name. */}
            <span className="mail-tabs__count" aria-hidden="true" data-count={count}>
              {count > 0 ? (count > 99 ? '99+' : count) : ''}
            </span>
          </button>
        );
      })}
    </div>
  );
}
