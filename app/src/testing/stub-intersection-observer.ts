// jsdom has no IntersectionObserver: this one lets a test announce when the
// observed elements come near the screen (or leave it); as in a browser, a
// disconnected observer hears nothing more.
import { vi } from 'vitest';

export function stubIntersectionObserver(): (isIntersecting: boolean) => void {
  type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
  const observers = new Set<Callback>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: Callback) {}
      observe() {
        observers.add(this.callback);
      }
      disconnect() {
        observers.delete(this.callback);
      }
    },
  );
  return (isIntersecting: boolean) => {
    for (const callback of [...observers]) callback([{ isIntersecting }]);
  };
}
