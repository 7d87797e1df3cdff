// One error boundary per page: a page that throws, or whose chunk cannot be
// loaded, shows an error view in place of the page while the shell (top bar,
// side menu) keeps working. A chunk failure names the chunk and the reason (SPEC §8).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useMessage } from '@/components/use-message';
import { ChunkLoadError } from './lazy-page';

interface State {
  readonly error: Error | null;
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('page failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <PageErrorView error={error} />;
  }
}

function PageErrorView({ error }: { error: Error }) {
  const t = useMessage();
  const chunkFailed = error instanceof ChunkLoadError;
  return (
    <div className="status-view" role="alert">
      <h1 className="status-view__title">{t('page.crashed.title')}</h1>
      <p>
        {chunkFailed
          ? t('page.chunkFailed', { chunk: error.chunk, reason: error.reason })
          : t('page.crashed.text')}
      </p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('page.crashed.reload')}
      </button>
    </div>
  );
}
