// The signed-in player's bell on wide screens (SPEC §2 notifications popup):
// the bell with the unread count opens a hover panel (hover, focus and
// Enter/Space, a tap) of the newest few mails of both types, unread ones
// marked, each a link to it open on the Notification page, and a link to the
// page. The mail is asked when the panel first opens, and again on a new mail
// (push 54) while it is open. Its own chunk: a visitor's start does not carry it.
import { useEffect } from 'react';
import { Link } from 'react-router';
import { DateTime } from '@/components/date-time/date-time';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { useMessage } from '@/components/use-message';
import { pagePath } from '@/config/paths';
import { useLocale } from '@/lib/locale';
import {
  followNewMail,
  latestMail,
  loadNextPage,
  refreshFirstPage,
  useMailLists,
} from '@/lib/mail/mail-lists';
import { mailText } from '@/lib/mail/mail-text';
import { getSession } from '@/lib/session-store';
import { Badge } from './badge';
import { HoverPanel } from './hover-panel';
import { BellIcon } from './icons';
import './bell-panel.css';

/** How many mails the panel lists. */
export const bellPanelSize = 5;

export interface BellPanelProps {
  /** The bell's name with its count ("Notifications (3 unread messages)"). */
  readonly label: string;
  readonly count: number;
}

export default function BellPanel({ label, count }: BellPanelProps) {
  return (
    <HoverPanel
      className="bell-panel"
      label={label}
      closeOnChoose
      trigger={
        <>
          <BellIcon />
          <Badge count={count} />
        </>
      }
    >
      {(open) => open && <LatestMail key={getSession().token} />}
    </HoverPanel>
  );
}

const ignoreFailure = () => undefined;

function LatestMail() {
  const t = useMessage();
  const { locale } = useLocale();
  const lists = useMailLists();
  useEffect(() => {
    // The first page of each type, anew if it was loaded before (mail may have come since).
    for (const type of [1, 2] as const) {
      const list = lists[type];
      if (list.items.length > 0 || list.ended) refreshFirstPage(type).catch(ignoreFailure);
      else if (!list.loading) loadNextPage(type).catch(ignoreFailure);
    }
    // Once per opening: paging further is the page's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => followNewMail([1, 2]), []);
  const latest = latestMail(lists, bellPanelSize);
  const loading = lists[1].loading || lists[2].loading;
  const empty = lists[1].ended && lists[2].ended && latest.length === 0;
  const failed = lists[1].failed || lists[2].failed;
  return (
    <div className="bell-panel__content">
      <h2 className="bell-panel__title">{t('notifications.latest')}</h2>
      {latest.length > 0 && (
        <ul className="bell-panel__mails">
          {latest.map((mail) => {
            const unread = mail.status === 0;
            return (
              <li key={mail.mailId}>
                <Link
                  className={unread ? 'bell-panel__mail bell-panel__mail--unread' : 'bell-panel__mail'}
                  to={`${pagePath('Notification')}?type=${mail.type}&mail=${mail.mailId}`}
                >
                  <span className="bell-panel__dot" aria-hidden="true" />
                  <span className="bell-panel__mail-title">
                    {unread && <span className="visually-hidden">{t('notifications.unread')}: </span>}
                    {mailText(mail, t, locale).title}
                  </span>
                  <DateTime className="bell-panel__date" seconds={mail.createdAt} />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {loading && latest.length === 0 && <LoadingSpinner size={24} />}
      {empty && <p className="bell-panel__note">{t('notifications.empty')}</p>}
      {failed && latest.length === 0 && <p className="bell-panel__note">{t('notifications.loadFailed')}</p>}
      <Link className="bell-panel__all" to={pagePath('Notification')}>
        {t('notifications.seeAll')}
      </Link>
    </div>
  );
}
