// Scroll like a browser: a new page (a link, a menu entry) starts at the top;
// Back and Forward return to where that page was left, inside the virtual
// grid too. The hash router does not do it, and the browser's own
// restoration would act before the lazily loaded page has its height, so
// positions are kept here by history entry and restored once the page can
// reach them. A page refining its own address in place (search's ?q=,
// replaced) keeps its position.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a restore keeps trying while the page grows to its height (a page's chunk, the grid's rows). */
const restoreForMs = 2000;
/** Frames the position must hold before the restore is done (the grid settles its layout after its first frame). */
const steadyFrames = 5;

/** The scroll position of each history entry, by its key. */
const positions = new Map<string, number>();

export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(location);
  const cancelRestore = useRef<() => void>(() => undefined);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Scroll events after a navigation's commit belong to the new entry (shown is updated at commit).
    const remember = () => positions.set(shown.current.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = location;
    if (before.key === location.key) return;
    cancelRestore.current();
    if (navigationType === 'POP') {
      cancelRestore.current = restore(positions.get(location.key) ?? 0);
    } else if (navigationType === 'PUSH' || before.pathname !== location.pathname) {
      window.scrollTo(0, 0);
    } else {
      // Refined in place, the page is where it was: its new entry takes that position. The navigation
      // is a transition, so a scroll while it was pending was noted under the entry it replaced.
      positions.set(location.key, window.scrollY);
    }
  }, [location, navigationType]);
}

/** Scrolls to `top` as soon as the page is tall enough, and until it holds; the player's own scrolling stops it. */
function restore(top: number): () => void {
  const until = performance.now() + restoreForMs;
  let steady = 0;
  let frame = 0;
  const attempt = () => {
    if (Math.abs(window.scrollY - top) >= 1) {
      window.scrollTo(0, top);
      steady = 0;
    } else {
      steady += 1;
    }
    if (steady < steadyFrames && performance.now() < until) frame = requestAnimationFrame(attempt);
    else stop();
  };
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const event of playerScrolls) window.removeEventListener(event, stop);
  };
  for (const event of playerScrolls) window.addEventListener(event, stop, { passive: true });
  attempt();
  return stop;
}

const playerScrolls = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
