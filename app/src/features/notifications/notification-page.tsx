// The Notification page (SPEC §2, §3): the signed-in player's mail in two
// tabs, system (type 1) and personal (type 2), each with its unread count
// (lib/mail/unread-mail), listed newest first and paged as the player scrolls
// (mail-list.tsx). The chosen tab is in the address (?type=2), so a reload or
// the bell panel's link opens it; ?mail=<id> opens that mail. A visitor is
// asked to sign in.
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { SignInPrompt } from '@/components/sign-in-prompt/sign-in-prompt';
import { useMessage } from '@/components/use-message';
import { pageTitleKeys } from '@/config/page-titles';
import { useUnreadMail, type MailType } from '@/lib/mail/unread-mail';
import { isSignedIn, useSession } from '@/lib/session-store';
import { MailList } from './mail-list';
import { MailTabs, mailTypes, panelId, tabId } from './mail-tabs';
import './notifications.css';

/** The tab the address asks for: ?type=2 is personal, anything else system. */
export function typeFromParam(value: string | null): MailType {
  return value === '2' ? 2 : 1;
}

/** The mail the address asks open, if its id is a whole number. */
export function mailIdFromParam(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,15}$/.test(value)) return null;
  return Number(value);
}

export default function NotificationPage() {
  const t = useMessage();
  const session = useSession();
  return (
    <div className="notification-page">
      <h1 className="notification-page__title">{t(pageTitleKeys.Notification)}</h1>
      {isSignedIn(session) ? (
        <Mailbox key={session.token} />
      ) : (
        <SignInPrompt text={t('notifications.signInPrompt')} />
      )}
    </div>
  );
}

function Mailbox() {
  const idPrefix = useId();
  const counts = useUnreadMail();
  const [params, setParams] = useSearchParams();
  const type = typeFromParam(params.get('type'));
  const openMailId = mailIdFromParam(params.get('mail'));
  const choose = (next: MailType) => {
    if (next !== type) setParams({ type: String(next) }, { replace: true });
  };
  return (
    <>
      <MailTabs selected={type} onSelect={choose} counts={counts} idPrefix={idPrefix} />
      {mailTypes.map((panelType) => (
        // Both panels are there (each tab controls one); only the chosen one holds its list.
        <div
          key={panelType}
          id={panelId(idPrefix, panelType)}
          role="tabpanel"
          aria-labelledby={tabId(idPrefix, panelType)}
          className="notification-page__panel"
          hidden={panelType !== type}
          tabIndex={0}
        >
          {panelType === type && (
            <MailList key={`${type}:${openMailId ?? ''}`} type={type} openMailId={openMailId} />
          )}
        </div>
      ))}
    </>
  );
}
