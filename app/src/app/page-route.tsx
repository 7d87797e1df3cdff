// A page of the route table: its own lazily loaded chunk (or the one loaded
// before the first render), with the delayed loading view, the 15 s retry and
// its own error boundary.
import { Suspense, useState } from 'react';
import { site } from '@content/site';
import { lazyPage } from './lazy-page';
import { PageErrorBoundary } from './page-error-boundary';
import { PageLoading } from './page-loading';
import { preloadedPage } from './preloaded-pages';
import type { PageModule } from './page-modules';

export interface PageRouteProps {
  /** The chunk's name, shown if it fails to load. */
  readonly chunk: string;
  readonly load: PageModule;
}

export function PageRoute({ chunk, load }: PageRouteProps) {
  const newPage = () => lazyPage(chunk, load, site.timeouts.chunkLoadTimeoutMs);
  const [attempt, setAttempt] = useState(() => ({ count: 0, Page: preloadedPage(load) ?? newPage() }));
  const retry = () => setAttempt(({ count }) => ({ count: count + 1, Page: newPage() }));
  const { Page } = attempt;
  return (
    <PageErrorBoundary key={attempt.count}>
      <Suspense fallback={<PageLoading onRetry={retry} />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
