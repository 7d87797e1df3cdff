// Tests only: jsdom has no matchMedia. Stubs it so the given queries match.
import { vi } from 'vitest';

/**
 * Makes window.matchMedia answer `matches` for each query the predicate accepts,
 * e.g. stubMatchMedia((query) => query.includes('reduce')). Undo with vi.unstubAllGlobals().
 */
export function stubMatchMedia(matches: (query: string) => boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: matches(query),
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

/** A matcher for min-width/max-width queries at a viewport width (other queries do not match). */
export function viewportWidth(width: number): (query: string) => boolean {
  return (query) => {
    const min = /\(min-width: (\d+)px\)/.exec(query);
    if (min) return width >= Number(min[1]);
    const max = /\(max-width: (\d+)px\)/.exec(query);
    if (max) return width <= Number(max[1]);
    return false;
  };
}
