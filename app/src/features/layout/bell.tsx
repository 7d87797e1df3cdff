// The top bar's bell, a signed-in player's only: its count
// (lib/mail/unread-mail) is said in its name and announced politely when it
// changes; on wide screens it opens the panel of the newest mail
// (bell-panel.tsx, its own chunk), on narrow ones it is the way to the
// Notification page.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMessage } from '@/components/use-message';
import { pagePath } from '@/config/paths';
import { useUnreadMail } from '@/lib/mail/unread-mail';
import { Badge } from './badge';
import { BellIcon } from './icons';

const BellPanel = lazy(() => import('./bell-panel'));

export default function Bell({ wide }: { wide: boolean }) {
  const t = useMessage();
  const count = useUnreadMail()?.unread ?? 0;
  const label =
    count > 0
      ? `${t('topBar.notifications')} (${t('topBar.unreadCount', { count })})`
      : t('topBar.notifications');
  const icon = (
    <>
      <BellIcon />
      <Badge count={count} />
    </>
  );
  return (
    <>
      {wide ? (
        <Suspense
          fallback={
            <span className="top-bar__icon-button" aria-hidden="true">
              {icon}
            </span>
          }
        >
          <BellPanel label={label} count={count} />
        </Suspense>
      ) : (
        <Link className="top-bar__icon-button" to={pagePath('Notification')} aria-label={label}>
          {icon}
        </Link>
      )}
      <UnreadAnnouncement count={count} />
    </>
  );
}

/**
 * Says a change of the unread count politely (a new mail, a mail read in
 * another tab); not the first count after signing in, which the bell's name says.
 */
function UnreadAnnouncement({ count }: { count: number }) {
  const t = useMessage();
  const known = useUnreadMail() !== null;
  const previous = useRef<number | null>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!known) {
      previous.current = null;
      return;
    }
    if (previous.current !== null && previous.current !== count) setText(t('topBar.unreadCount', { count }));
    previous.current = count;
  }, [known, count, t]);
  return (
    <span role="status" className="visually-hidden">
      {text}
    </span>
  );
}
