// The service worker (src/sw/sw.ts) is registered once the first screen is
// up and the page has loaded, when the browser is idle: never on the first
// paint's path, and its code (workbox-window) is a chunk of its own. When a
// new version's worker is installed and waiting, `serviceWorkerUpdate` holds
// what the update prompt's Reload does. Development builds register nothing.
import { createStore } from './create-store';

/** Reload: the waiting worker takes over, then the page reloads once under it. */
export const serviceWorkerUpdate = createStore<(() => void) | null>(null);

let asked = false;

export function registerServiceWorkerLater(enabled = import.meta.env.PROD): void {
  if (asked || !enabled || !('serviceWorker' in navigator)) return;
  asked = true;
  const register = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    idle(
      () => {
        void import('./service-worker-registration')
          .then(({ registerServiceWorker }) => registerServiceWorker(serviceWorkerUpdate.set))
          .catch((error: unknown) => console.warn('service worker not registered:', error));
      },
      { timeout: 5000 },
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
