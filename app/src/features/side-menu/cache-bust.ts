// SPEC §2 "Clear cache (reloads with a timestamp parameter)": the same page
// with t={now} in the query, so the browser fetches index.html again.

/** The URL to reload: `t` set to the timestamp, the rest of the query and the hash route kept. */
export function cacheBustUrl(href: string, now: number): string {
  const url = new URL(href);
  url.searchParams.set('t', String(now));
  return url.toString();
}

/** Reloads the page past the browser's cache. */
export function reloadPastCache(): void {
  window.location.replace(cacheBustUrl(window.location.href, Date.now()));
}
