import { useCallback, useEffect, useRef } from 'react';

/** Wraps an action so calls within `intervalMs` of the last accepted one are ignored. */
export function useThrottle<Args extends unknown[]>(
  action: (...args: Args) => void,
  intervalMs: number,
): (...args: Args) => void {
  const lastRun = useRef(Number.NEGATIVE_INFINITY);
  const actionRef = useRef(action);
  useEffect(() => {
    actionRef.current = action;
  });
  return useCallback(
    (...args: Args) => {
      const now = Date.now();
      if (now - lastRun.current < intervalMs) return;
      lastRun.current = now;
      actionRef.current(...args);
    },
    [intervalMs],
  );
}
