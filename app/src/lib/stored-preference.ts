// localStorage access that survives a browser refusing storage (private mode,
// disabled cookies): a preference that cannot be stored is simply not kept.

export function readPreference(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function removePreference(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

export function writePreference(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not kept: the choice still applies to this visit.
  }
}
