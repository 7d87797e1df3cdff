// What the service worker decides by, without Workbox or the worker's
// globals, so unit tests read it (src/sw/sw-rules.test.ts) and the page's
// registration (src/lib/service-worker-registration.ts) shares the names.

/** The message the update prompt's Reload sends to the waiting worker (Workbox's own name for it). */
export const skipWaitingMessage = 'SKIP_WAITING';

/** The runtime caches; the precache is Workbox's own (`workbox-precache-…`). */
export const serviceWorkerCaches = {
  messages: 'lobbykit-messages',
  media: 'lobbykit-media',
} as const;

/**
 * Whether a cache is one the worker of `scope` filled: a runtime cache above,
 * or one of Workbox's own, which end with the registration's scope
 * (`workbox-precache-v2-https://casino.example/play/`).
 */
export function isServiceWorkerCache(name: string, scope: URL): boolean {
  return (
    (Object.values(serviceWorkerCaches) as string[]).includes(name) ||
    (name.startsWith('workbox-') && name.endsWith(`-${scope.href}`))
  );
}

/** The API's path prefix (`/api/`), for a base URL that is a path or an absolute address. */
export function apiPathPrefix(apiBaseUrl: string, scope: URL): string {
  const path = new URL(apiBaseUrl, scope).pathname;
  return path.endsWith('/') ? path : `${path}/`;
}

/** A language's messages, `i18n/<tag>.<hash>.json` under the site's folder. */
export function isMessagesPath(pathname: string, scopePath: string): boolean {
  return pathname.startsWith(`${scopePath}i18n/`) && /\/[A-Za-z-]+\.[0-9a-f]{6,}\.json$/.test(pathname);
}

/** A content-hashed image under `media/` (thumbnails, avatars, icons): not the music. */
export function isMediaPath(pathname: string, scopePath: string): boolean {
  return pathname.startsWith(`${scopePath}media/`) && /\.(webp|png|svg|jpg)$/.test(pathname);
}

/**
 * What the page asks the worker to keep once it is installed: what the first
 * visit fetched before any worker was there (its language's messages, the
 * images on screen). Calls, scripts (precached) and other hosts are left out.
 */
export function urlsWorthKeeping(loaded: readonly string[], scope: URL): string[] {
  return loaded.filter((address) => {
    const url = new URL(address, scope);
    return (
      url.origin === scope.origin &&
      (isMessagesPath(url.pathname, scope.pathname) || isMediaPath(url.pathname, scope.pathname))
    );
  });
}
