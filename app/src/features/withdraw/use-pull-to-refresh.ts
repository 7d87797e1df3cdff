// Touch screens pull the page down to refresh: a touch that starts while the
// page is scrolled to its top and moves down draws the indicator (pull-to-
// refresh.ts decides how far and when it is armed); letting go armed calls
// `onRefresh`. The document is the page's scroll container (the shell does
// not scroll its main area), so "at the top" is its scrollTop being 0. While
// pulling, the move's default is prevented so the browser neither scrolls
// nor runs its own pull-to-reload.
import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { pullState, refreshesOnRelease, restingPull, type PullState } from './pull-to-refresh';

function scrolledToTop(element: HTMLElement): boolean {
  const page = document.scrollingElement ?? document.documentElement;
  return page.scrollTop <= 0 && element.scrollTop <= 0;
}

export function usePullToRefresh(area: RefObject<HTMLElement | null>, onRefresh: () => void): PullState {
  const [pull, setPull] = useState<PullState>(restingPull);
  const refresh = useEffectEvent(onRefresh);

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    let startY: number | null = null;
    let current = restingPull;
    const show = (next: PullState) => {
      if (next.phase === current.phase && next.offset === current.offset) return;
      current = next;
      setPull(next);
    };
    const onStart = (event: TouchEvent) => {
      const touch = event.touches.length === 1 ? event.touches[0] : undefined;
      startY = touch && scrolledToTop(element) ? touch.clientY : null;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === null || !touch) return;
      // The same touch may have scrolled the page down first: no pull until it is back at the top.
      if (!scrolledToTop(element)) return show(restingPull);
      const next = pullState(touch.clientY - startY);
      if (next.phase !== 'idle' && event.cancelable) event.preventDefault();
      show(next);
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      const release = refreshesOnRelease(current);
      show(restingPull);
      if (release) refresh();
    };
    const onCancel = () => {
      startY = null;
      show(restingPull);
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onCancel);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onCancel);
    };
  }, [area]);

  return pull;
}
