import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { stubMatchMedia, viewportWidth } from '@/components/match-media-stub';

// The tests assert behaviour, not speed: on a loaded two-core machine a
// whole-shell render can take longer than findBy's default second, so
// waiting gives up after 5 s (Vitest's per-test limit is in vite.config.ts).
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: matchMedia answers min-width/max-width queries from
// window.innerWidth, so a test sets the width it needs (jsdom: 1024).
beforeEach(() => stubMatchMedia((query) => viewportWidth(window.innerWidth)(query)));

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom has no navigator.sendBeacon: the tracking module (lib/tracking) would
// fall back to fetch, and a test's stubbed fetch would record each tracked
// click. Browsers have it; here it accepts and sends nothing (lib/tracking's
// own tests give it their transport).
Object.defineProperty(window.navigator, 'sendBeacon', { configurable: true, value: () => true });
