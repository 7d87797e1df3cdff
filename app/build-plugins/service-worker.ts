// The service worker's build: vite-plugin-pwa's injectManifest builds
// src/sw/sw.ts with this Vite config (its `@content` alias too) into dist/sw.js
// and writes the precache list into it. Chosen over a plugin of our own
// because it runs the worker through the same Vite and Workbox versions the
// app is built with, and over its generateSW mode because the worker's
// routes are code we test (src/sw/sw-rules.ts). It registers nothing and
// writes no manifest: the app registers the worker after the first paint
// (src/lib/service-worker.ts) and the toolchain writes the manifest
// (build-plugins/app-manifest.ts).
import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * What the worker precaches, relative to dist/: the shell (index.html, every
 * script and stylesheet chunk, the start chunks and each lazy page), the
 * English messages (the start-up fallback), the manifest and its icons.
 * Not the other languages (the chosen one is kept as it is fetched), not the
 * images (kept as seen), not source maps or the precompressed copies.
 */
export const precachePatterns = [
  'index.html',
  'assets/*.{js,css}',
  'i18n/en.*.json',
  'manifest.webmanifest',
  'favicon.svg',
  'media/app/*.png',
];

export const serviceWorkerOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  registerType: 'prompt',
  injectManifest: {
    globPatterns: precachePatterns,
    globIgnores: ['**/*.map', '**/*.gz', '**/*.br'],
    // Hashed names (Vite's `name-<8>.js`, the toolchain's `name.<10 hex>.ext`) need no revision.
    dontCacheBustURLsMatching: /(-[\w-]{8}\.(js|css)|\.[0-9a-f]{10}\.\w+)$/,
    maximumFileSizeToCacheInBytes: 1_000_000,
  },
  devOptions: { enabled: false },
};
