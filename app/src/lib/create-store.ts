// A minimal external store: one value, replaced whole, read by components
// through useSyncExternalStore so they re-render when it changes.
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  readonly get: () => T;
  readonly set: (value: T) => void;
  readonly use: () => T;
}

export function createStore<T>(initial: T): Store<T> {
  let current = initial;
  const listeners = new Set<() => void>();
  const get = () => current;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get,
    set(value) {
      current = value;
      for (const listener of listeners) listener();
    },
    use: () => useSyncExternalStore(subscribe, get, get),
  };
}
