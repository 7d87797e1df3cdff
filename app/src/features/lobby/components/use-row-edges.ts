// Where a sideways-scrolling row stands: at its start, at its end, or both
// (all its cards fit). Read on scroll, on resize and when its cards change;
// in RTL the scroll offset runs negative, so its size is what counts.
import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

export interface RowEdges {
  readonly atStart: boolean;
  readonly atEnd: boolean;
}

/** A pixel of slack: a scroll offset can stop a fraction short of the end. */
const slack = 1;

export function useRowEdges(
  listRef: RefObject<HTMLElement | null>,
  cardCount: number,
): { edges: RowEdges; measure: () => void } {
  const [edges, setEdges] = useState<RowEdges>({ atStart: true, atEnd: true });
  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const scrolled = Math.abs(list.scrollLeft);
    const atStart = scrolled <= slack;
    const atEnd = scrolled >= list.scrollWidth - list.clientWidth - slack;
    setEdges((old) => (old.atStart === atStart && old.atEnd === atEnd ? old : { atStart, atEnd }));
  }, [listRef]);
  // Before the paint: a row that overflows shows its next button from its first frame.
  useLayoutEffect(measure, [measure, cardCount]);
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [listRef, measure]);
  return { edges, measure };
}

/** Scrolls a row by about a screenful of cards towards its end (1) or its start (-1), in either direction of text. */
export function scrollRow(list: HTMLElement, towards: 1 | -1): void {
  const rightToLeft = getComputedStyle(list).direction === 'rtl';
  list.scrollBy({ left: towards * (rightToLeft ? -1 : 1) * list.clientWidth * 0.9 });
}
