// Loads a content page's bodies (its own chunk) with a retry after a failure.
import type { ContentPageId } from '@content/pages';
import { useEffect, useState } from 'react';
import { hasPageBodies, loadPageBodies, type PageBodies } from './page-bodies';

export type BodiesState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly bodies: PageBodies };

export function usePageBodies(id: ContentPageId): {
  readonly state: BodiesState;
  readonly retry: () => void;
} {
  const [state, setState] = useState<BodiesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const known = hasPageBodies(id);
  useEffect(() => {
    let current = true;
    loadPageBodies(id)?.then(
      (bodies) => current && setState({ status: 'ready', bodies }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);
  return {
    // The build has no body for it: nothing to wait for.
    state: known ? state : { status: 'failed' },
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((count) => count + 1);
    },
  };
}
