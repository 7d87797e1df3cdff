// chatWebview: live support inside the app. /game/chat answers with the chat's
// address in the player's language; opening it here rather than in a new tab
// also avoids the original's popup-blocked tab (a tab opened after an await).
import { useEffect, useState } from 'react';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { useMessage } from '@/components/use-message';
import { callApi } from '@/lib/api-client';
import { operatorUrl } from '@/lib/api/environment';
import { chatRequest } from '@/lib/live-support';
import { useLocale } from '@/lib/locale';
import { useSession } from '@/lib/session-store';
import { FramedPage } from './framed-page';

type ChatAddress = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; url: string };

export default function ChatWebviewPage() {
  const t = useMessage();
  const { locale } = useLocale();
  const platformId = useSession().user?.platformId ?? null;
  const [address, setAddress] = useState<ChatAddress>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    callApi('/game/chat', chatRequest(platformId, locale)).then(
      ({ chatUrl }) =>
        current && setAddress({ state: 'ready', url: operatorUrl(chatUrl, window.location.href) }),
      // The call's toast says why; the page offers another try.
      () => current && setAddress({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [locale, attempt, platformId]);

  if (address.state === 'ready') return <FramedPage url={address.url} title={t('page.chatWebview')} />;
  return (
    <section className="status-view" aria-labelledby="chat-title">
      <h1 id="chat-title" className="status-view__title">
        {t('page.chatWebview')}
      </h1>
      {address.state === 'loading' ? (
        <LoadingSpinner label={t('common.loading')} />
      ) : (
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setAddress({ state: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('common.retry')}
        </button>
      )}
    </section>
  );
}
