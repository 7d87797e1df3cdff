const keyPrefix = 'lobbykit.verification-timer.';

/** The stored end time (ms since the epoch) of the timer with this key, or null. */
export function readEndTime(uniqueKey: string): number | null {
  try {
    const stored = Number(localStorage.getItem(keyPrefix + uniqueKey));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null; // Storage blocked (private mode): the timer just does not survive a reload.
  }
}

export function writeEndTime(uniqueKey: string, endTime: number | null): void {
  try {
    if (endTime === null) localStorage.removeItem(keyPrefix + uniqueKey);
    else localStorage.setItem(keyPrefix + uniqueKey, String(endTime));
  } catch {
    // Storage blocked: nothing to keep.
  }
}
