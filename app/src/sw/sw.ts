// The service worker (built by vite-plugin-pwa's injectManifest with Workbox;
// registered by src/lib/service-worker.ts after the first paint). It keeps
// the app's shell for offline starts and never keeps a player's data:
// - precached (the build lists them in self.__WB_MANIFEST, see vite.config.ts):
//   index.html, every script and stylesheet chunk (the start chunks and each
//   lazily loaded page), the English messages, the web app manifest and its icons;
// - the chosen language's messages and the images (thumbnails, icons) are
//   kept as they are seen (cache first: their names carry a content hash),
//   with a limit on how many;
// - every call under the API's base URL goes to the network only, and not
//   through the worker at all: no route matches it, so the worker never
//   answers it and the browser fetches it as if there were no worker (stricter
//   than Workbox's NetworkOnly, which would still proxy it, and it leaves
//   the calls visible to Playwright's page.route). Nothing can store an answer.
//   The socket is a WebSocket, which a worker never sees.
import { site } from '@content/site';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  apiPathPrefix,
  isMediaPath,
  isMessagesPath,
  serviceWorkerCaches,
  skipWaitingMessage,
} from './sw-rules';

declare const self: ServiceWorkerGlobalScope & {
  readonly __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const scope = new URL(self.registration.scope);
const api = apiPathPrefix(site.environments.production.apiBaseUrl, scope);

// A new version waits until the player chooses Reload (the update prompt).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === skipWaitingMessage) void self.skipWaiting();
});
clientsClaim();

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Every page is index.html (a hash router): a navigation inside the scope,
// with any query (the clear-cache reload adds one), opens the precached shell.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [new RegExp(`^${api}`), /\/sandbox\//],
  }),
);

registerRoute(
  ({ url }) =>
    url.origin === scope.origin &&
    !url.pathname.startsWith(api) &&
    isMessagesPath(url.pathname, scope.pathname),
  new CacheFirst({
    cacheName: serviceWorkerCaches.messages,
    plugins: [new ExpirationPlugin({ maxEntries: 4, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url }) =>
    url.origin === scope.origin && !url.pathname.startsWith(api) && isMediaPath(url.pathname, scope.pathname),
  new CacheFirst({
    cacheName: serviceWorkerCaches.media,
    plugins: [
      new ExpirationPlugin({
        maxEntries: 400,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);
