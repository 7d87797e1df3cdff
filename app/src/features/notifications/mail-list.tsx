// One type's mail, newest first, as the Notification page's tab panel shows
// it. The first page loads when the panel first shows; the next when the
// sentinel under the last mail comes near the screen (lib/when-near-screen),
// until a page answers lastMailId 0. A new mail (push 54) brings the first
// page again while the panel shows, and so does showing a list loaded before. Each mail is a disclosure: opening it
// shows its text and marks it read (lib/mail/mail-lists readMail), so the
// unread mark and the counts drop at once.
import { useEffect, useRef, useState } from 'react';
import { DateTime } from '@/components/date-time/date-time';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { useMessage } from '@/components/use-message';
import { useLocale } from '@/lib/locale';
import {
  followNewMail,
  getMailLists,
  loadNextPage,
  readMail,
  refreshFirstPage,
  useMailLists,
  type MailItem,
} from '@/lib/mail/mail-lists';
import { mailText } from '@/lib/mail/mail-text';
import type { MailType } from '@/lib/mail/unread-mail';
import { whenNearScreen } from '@/lib/when-near-screen';

const ignoreFailure = () => undefined;

/** How far below the screen the sentinel asks the next page. */
const sentinelMargin = '0px 0px 300px 0px';

export interface MailListProps {
  readonly type: MailType;
  /** A mail to show open (the bell's panel links to one). */
  readonly openMailId: number | null;
}

export function MailList({ type, openMailId }: MailListProps) {
  const t = useMessage();
  const list = useMailLists()[type];
  const sentinel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(openMailId ? [openMailId] : []));

  // A list shown before may be stale (mail came while another tab or the bell's panel showed):
  // its first page is asked again; then each new mail (push 54) brings it while it shows.
  useEffect(() => {
    const shown = getMailLists()[type];
    if (shown.items.length > 0 || shown.ended) refreshFirstPage(type).catch(ignoreFailure);
    return followNewMail([type]);
  }, [type]);

  // The first page, and each next one as the sentinel nears the screen.
  const { items, loading, ended, failed } = list;
  useEffect(() => {
    if (loading || ended || failed) return;
    if (items.length === 0) {
      loadNextPage(type).catch(ignoreFailure);
      return;
    }
    const element = sentinel.current;
    if (!element) return;
    return whenNearScreen(element, sentinelMargin, () => {
      loadNextPage(type).catch(ignoreFailure);
    });
  }, [type, items.length, loading, ended, failed]);

  // A mail asked open by the link it came from is read once it is loaded.
  useEffect(() => {
    if (openMailId === null) return;
    const mail = items.find((shown) => shown.mailId === openMailId);
    if (mail?.status === 0) readMail(mail).catch(ignoreFailure);
  }, [openMailId, items]);

  const toggle = (mail: MailItem) => {
    const next = new Set(open);
    if (next.has(mail.mailId)) next.delete(mail.mailId);
    else {
      next.add(mail.mailId);
      readMail(mail).catch(ignoreFailure);
    }
    setOpen(next);
  };

  return (
    <div className="mail-list">
      {items.length > 0 && (
        <ul className="mail-list__items">
          {items.map((mail) => (
            <MailRow key={mail.mailId} mail={mail} open={open.has(mail.mailId)} onToggle={toggle} />
          ))}
        </ul>
      )}
      {ended && items.length === 0 && <p className="mail-list__note">{t('notifications.empty')}</p>}
      {ended && items.length > 0 && <p className="mail-list__note">{t('notifications.allLoaded')}</p>}
      {loading && (
        <div className="mail-list__loading">
          <LoadingSpinner label={t('notifications.loadingMore')} size={24} />
        </div>
      )}
      {failed && (
        <div className="mail-list__failed" role="alert">
          <p>{t('notifications.loadFailed')}</p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => loadNextPage(type).catch(ignoreFailure)}
          >
            {t('common.retry')}
          </button>
        </div>
      )}
      <div ref={sentinel} className="mail-list__sentinel" aria-hidden="true" />
    </div>
  );
}

interface MailRowProps {
  readonly mail: MailItem;
  readonly open: boolean;
  readonly onToggle: (mail: MailItem) => void;
}

function MailRow({ mail, open, onToggle }: MailRowProps) {
  const t = useMessage();
  const { locale } = useLocale();
  const text = mailText(mail, t, locale);
  const unread = mail.status === 0;
  const bodyId = `mail-body-${mail.mailId}`;
  return (
    <li className={unread ? 'mail-row mail-row--unread' : 'mail-row'}>
      <button
        type="button"
        className="mail-row__head"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => onToggle(mail)}
      >
        <span className="mail-row__dot" aria-hidden="true" />
        <span className="mail-row__title">
          {unread && <span className="visually-hidden">{t('notifications.unread')}: </span>}
          {text.title}
        </span>
        <DateTime className="mail-row__date" seconds={mail.createdAt} />
      </button>
      <div id={bodyId} className="mail-row__body" hidden={!open}>
        {text.body}
      </div>
    </li>
  );
}
