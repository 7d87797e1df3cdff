// Loads a content page's body in the player's language (its own chunk),
// again when the language changes, with a retry after a failure.
import type { LocaleTag } from '@content/locales';
import type { ContentPageId } from '@content/pages';
import { useEffect, useState } from 'react';
import { hasPageBodies, loadPageBodies, type PageBodies } from './page-bodies';

export type BodiesState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly bodies: PageBodies };

export function usePageBodies(
  id: ContentPageId,
  locale: LocaleTag,
): {
  readonly state: BodiesState;
  readonly retry: () => void;
} {
  const [state, setState] = useState<BodiesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const known = hasPageBodies(id);
  useEffect(() => {
    let current = true;
    loadPageBodies(id, locale)?.then(
      (bodies) => current && setState({ status: 'ready', bodies }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [id, locale, attempt]);
  return {
    // The build has no body for it: nothing to wait for.
    state: known ? state : { status: 'failed' },
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((count) => count + 1);
    },
  };
}
