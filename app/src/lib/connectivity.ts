// Whether the browser says it is online (navigator.onLine, kept current by
// its online and offline events): the offline notice reads it.
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const online = () => navigator.onLine;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online, () => true);
}
