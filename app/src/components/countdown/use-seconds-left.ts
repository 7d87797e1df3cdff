import { site } from '@content/site';
import { useCallback, useSyncExternalStore } from 'react';

/** Whole seconds from now until endTime (ms since the epoch), 0 once it has passed. */
export function secondsUntil(endTime: number, now: number): number {
  return Math.max(0, Math.ceil((endTime - now) / 1000));
}

/**
 * Seconds left until endTime (null: none), updated every tick. Reading the clock on each
 * tick (rather than counting ticks) keeps it right after a throttled background tab.
 */
export function useSecondsLeft(endTime: number | null, tickMs: number = site.timing.countdownTickMs): number {
  const subscribe = useCallback(
    (onTick: () => void) => {
      if (endTime === null) return () => {};
      const timer = setInterval(() => {
        onTick();
        if (Date.now() >= endTime) clearInterval(timer);
      }, tickMs);
      return () => clearInterval(timer);
    },
    [endTime, tickMs],
  );
  const read = () => (endTime === null ? 0 : secondsUntil(endTime, Date.now()));
  return useSyncExternalStore(subscribe, read, read);
}
