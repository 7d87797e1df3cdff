// The service worker (src/sw/sw.ts) is registered by the shell's after-start
// parts, which mount once the page has loaded and the browser is idle
// (app/shell.tsx): never on the first paint's path, and its code
// (workbox-window) is a chunk of its own. When a
// new version's worker is installed and waiting, `serviceWorkerUpdate` holds
// what the update prompt's Reload does. Development builds register nothing.
import { createStore } from './create-store';

/** Reload: the waiting worker takes over, then the page reloads once under it. */
export const serviceWorkerUpdate = createStore<(() => void) | null>(null);

let asked = false;

export function registerServiceWorkerLater(enabled = import.meta.env.PROD): void {
  if (asked || !enabled || !('serviceWorker' in navigator)) return;
  asked = true;
  void import('./service-worker-registration')
    .then(({ registerServiceWorker }) => registerServiceWorker(serviceWorkerUpdate.set))
    .catch((error: unknown) => console.warn('service worker not registered:', error));
}
