// Registers dist/sw.js with workbox-window (loaded only here, after the first
// paint: src/lib/service-worker.ts). A worker that installs while another
// controls the page waits; the app is told so it can offer Reload, which
// asks the waiting worker to take over and reloads once it controls the page.
// Clear cache (side menu code 666) is here too: the side menu loads this
// chunk on the tap (home's start chunk has no room for it).
import { Workbox } from 'workbox-window';
import { isServiceWorkerCache, urlsWorthKeeping } from '@/sw/sw-rules';

export type OfferUpdate = (reload: () => void) => void;

export async function registerServiceWorker(offerUpdate: OfferUpdate, script = 'sw.js'): Promise<void> {
  const scope = new URL('./', document.baseURI);
  const workbox = new Workbox(new URL(script, scope).href, { scope: scope.pathname });
  workbox.addEventListener('waiting', () => {
    offerUpdate(() => {
      workbox.addEventListener('controlling', () => location.reload());
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register();
  // What this first visit fetched before a worker was there (the chosen
  // language's messages, the images on screen): the worker keeps them too,
  // so the next offline start has them (Workbox's CACHE_URLS message).
  const registration = await navigator.serviceWorker.ready;
  const loaded = performance.getEntriesByType('resource').map(({ name }) => name);
  registration.active?.postMessage({
    type: 'CACHE_URLS',
    payload: { urlsToCache: urlsWorthKeeping(loaded, scope) },
  });
}

/** What removing the worker reaches; the browser's own unless a test passes fakes. */
export interface ServiceWorkerStorage {
  readonly serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined;
  readonly caches?: Pick<CacheStorage, 'keys' | 'delete'> | undefined;
}

/**
 * Clear cache's part for the worker: unregisters the site's workers (so the
 * next navigation goes to the network, not to a worker's cached index.html)
 * and deletes the caches they filled (Workbox's precache, the messages and
 * images). The player's session and settings (localStorage) stay. The next
 * start registers a worker again, of the version it was served.
 */
export async function removeServiceWorker(
  storage: ServiceWorkerStorage = {
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    caches: 'caches' in globalThis ? globalThis.caches : undefined,
  },
  scope = new URL('./', document.baseURI),
): Promise<void> {
  const registrations = (await storage.serviceWorker?.getRegistrations()) ?? [];
  await Promise.all(
    registrations
      .filter((registration) => registration.scope === scope.href)
      .map((registration) => registration.unregister()),
  );
  const names = (await storage.caches?.keys()) ?? [];
  await Promise.all(
    names.filter((name) => isServiceWorkerCache(name, scope)).map((name) => storage.caches?.delete(name)),
  );
}

/** The URL to reload: `t` set to the timestamp, the rest of the query and the hash route kept. */
export function cacheBustUrl(href: string, now: number): string {
  const url = new URL(href);
  url.searchParams.set('t', String(now));
  return url.toString();
}

/**
 * Clear cache (side menu code 666): SPEC §2 "reloads with a timestamp
 * parameter", so the browser fetches index.html again; the worker and its
 * caches are removed first, or the worker would answer that navigation from
 * its cache. The reload happens even if removing failed.
 */
export async function clearCache(storage?: ServiceWorkerStorage): Promise<void> {
  try {
    await removeServiceWorker(storage);
  } catch (error: unknown) {
    console.warn('the service worker was not removed:', error);
  }
  location.replace(cacheBustUrl(location.href, Date.now()));
}
