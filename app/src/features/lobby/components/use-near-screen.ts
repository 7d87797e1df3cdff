// A list below the first screen builds its items only once it comes near the
// screen (whenNearScreen): home's first render and first paint then hold the
// first row alone, and no lower row's image or vendor logo is fetched before
// home's largest paint.
import { startTransition, useEffect, useState, type RefObject } from 'react';
import { whenNearScreen } from '@/lib/when-near-screen';

/** Whether the element is, or has been, within `margin` of the screen; always true when not `deferred`. */
export function useNearScreen(
  element: RefObject<Element | null>,
  deferred: boolean,
  margin: string,
): boolean {
  const [near, setNear] = useState(!deferred);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    // As a transition the items are built in slices, never as one long task
    // holding back a paint (home's first row) or a scroll.
    return whenNearScreen(target, margin, () => startTransition(() => setNear(true)));
  }, [element, margin, near]);
  return near;
}
