// Registers dist/sw.js with workbox-window (loaded only here, after the first
// paint: src/lib/service-worker.ts). A worker that installs while another
// controls the page waits; the app is told so it can offer Reload, which
// asks the waiting worker to take over and reloads once it controls the page.
import { Workbox } from 'workbox-window';
import { urlsWorthKeeping } from '@/sw/sw-rules';

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
