// Runs work once the page's load event has fired and the browser is idle
// (or `timeoutMs` has passed): for what must never compete with the first
// paint or the page's own requests (the service worker, the after-start
// parts of the shell). Returns a cancel function.
export function whenLoadedAndIdle(work: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  const run = () => !cancelled && work();
  const idle = () => {
    if (window.requestIdleCallback) window.requestIdleCallback(run, { timeout: timeoutMs });
    else setTimeout(run, 1);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}
