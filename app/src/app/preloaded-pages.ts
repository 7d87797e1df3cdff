// The opened page's chunk, loaded before the app's first render. Left to
// React.lazy, the first render would suspend on it, commit the page's empty
// fallback, and reveal the page no sooner than React's fallback throttle
// (300 ms) allows: home's first row, its largest paint, would wait for a timer.
import type { ComponentType } from 'react';
import type { PageModule } from './page-modules';

const loadedPages = new Map<PageModule, ComponentType>();

/**
 * Loads a page's chunk, waiting at most `limitMs`: a slow or failing chunk is
 * left to the page's lazy route, which shows the loading and error views.
 */
export async function preloadPage(load: PageModule, limitMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const loaded = load().then(
    ({ default: page }) => void loadedPages.set(load, page),
    () => {},
  );
  const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, limitMs)));
  await Promise.race([loaded, limit]);
  clearTimeout(timer);
}

/** The page's component if its chunk was preloaded, to render without suspending. */
export function preloadedPage(load: PageModule): ComponentType | undefined {
  return loadedPages.get(load);
}
