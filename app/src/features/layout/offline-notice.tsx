// The offline notice: while the browser is offline (an offline start from
// the service worker's shell, or the network lost later) a bar says so; it
// goes when the connection is back. The live region stays in the page, so
// screen readers hear both changes.
import { useMessage } from '@/components/use-message';
import { useOnline } from '@/lib/connectivity';
import './offline-notice.css';

export function OfflineNotice() {
  const t = useMessage();
  const online = useOnline();
  return (
    <div role="status" className="offline-notice" data-online={online ? 'yes' : 'no'}>
      {!online && <p className="offline-notice__text">{t('offline.notice')}</p>}
    </div>
  );
}
