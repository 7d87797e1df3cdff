// The Suspense fallback of a page (SPEC §2, §9): nothing for the first second,
// so a fast page never flashes a spinner; then a loading view; after 15 s an
// error view with a retry.
import { useEffect, useState } from 'react';
import { site } from '@content/site';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { useMessage } from '@/components/use-message';

type Phase = 'waiting' | 'loading' | 'timedOut';

export function PageLoading({ onRetry }: { onRetry: () => void }) {
  const t = useMessage();
  const [phase, setPhase] = useState<Phase>('waiting');
  useEffect(() => {
    const loading = setTimeout(() => setPhase('loading'), site.timeouts.pageLoadDelayMs);
    const timedOut = setTimeout(() => setPhase('timedOut'), site.timeouts.pageLoadTimeoutMs);
    return () => {
      clearTimeout(loading);
      clearTimeout(timedOut);
    };
  }, []);

  if (phase === 'waiting') return null;
  if (phase === 'loading') {
    return (
      <div className="status-view">
        <LoadingSpinner label={t('page.loading')} />
        <p aria-hidden="true">{t('page.loading')}</p>
      </div>
    );
  }
  return (
    <div className="status-view" role="alert">
      <h1 className="status-view__title">{t('page.loadFailed.title')}</h1>
      <p>{t('page.loadFailed.text')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
