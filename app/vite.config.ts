/// <reference types="vitest/config" />
import { cpSync, createReadStream, existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appManifest } from './build-plugins/app-manifest.ts';
import { bootSkeleton } from './build-plugins/boot-skeleton.ts';
import { preloadAppStart } from './build-plugins/preload-app-start.ts';
import { precompress } from './build-plugins/precompress.ts';
import { prePaint } from './build-plugins/pre-paint.ts';
import { preloadHome } from './build-plugins/preload-home.ts';
import { securityHeaders } from './build-plugins/security-headers.ts';
import { serviceWorkerOptions } from './build-plugins/service-worker.ts';
import { startChunkName } from './build-plugins/start-chunk.ts';

// The toolchain's typed output (lobbykit build --out); never committed.
const generated = fileURLToPath(
  new URL(process.env.LOBBYKIT_GENERATED ?? '../build/generated', import.meta.url),
);
/** The app's own sources, imported as `@/…` (tsconfig.app.json's paths say the same). */
const sources = fileURLToPath(new URL('./src/', import.meta.url));
const sourceAliases: Alias[] = [
  { find: /^@\//, replacement: sources },
  { find: '@content', replacement: generated },
];

/** The generated folders the app fetches at run time, relative to the site root. */
const servedFolders = ['i18n', 'media'];

const contentTypes: Record<string, string> = {
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.opus': 'audio/ogg',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.aac': 'audio/aac',
};

/**
 * Serves build/generated's i18n/ and media/ in development and copies them
 * into dist/ on build, so `fetch('i18n/en.<hash>.json')` and media URLs work
 * the same in dev, preview and production.
 */
function generatedAssets(): Plugin[] {
  let outDir = 'dist';
  const serve: Plugin = {
    name: 'lobbykit-generated-assets-serve',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
        const relative = normalize(path).replace(/^[/\\]+/, '');
        const folder = relative.split(sep)[0] ?? '';
        const file = join(generated, relative);
        if (!servedFolders.includes(folder) || !existsSync(file) || !statSync(file).isFile()) return next();
        const extension = file.slice(file.lastIndexOf('.'));
        response.setHeader('Content-Type', contentTypes[extension] ?? 'application/octet-stream');
        createReadStream(file).pipe(response);
      });
    },
  };
  // Build only: under Vitest the config's outDir is a placeholder folder.
  const copy: Plugin = {
    name: 'lobbykit-generated-assets-copy',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const folder of servedFolders) {
        cpSync(join(generated, folder), join(outDir, folder), { recursive: true });
      }
    },
  };
  return [serve, copy];
}

export default defineConfig({
  base: './',
  plugins: [
    react(),
    ...generatedAssets(),
    preloadAppStart(),
    prePaint(sourceAliases, sources),
    bootSkeleton(sourceAliases),
    preloadHome(sourceAliases),
    appManifest(sourceAliases, generated),
    // After generatedAssets' copy (the precache lists i18n/en and media/app) and before precompress.
    VitePWA(serviceWorkerOptions),
    precompress(),
    securityHeaders(sourceAliases),
  ],
  resolve: {
    alias: [
      ...sourceAliases,
      // Messages arrive precompiled (FormatJS ASTs): the ICU parser is never shipped.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: startChunkName(), debugName: 'start' }] } },
    },
  },
  test: {
    environment: 'jsdom',
    // Worker threads, not child processes: the whole suite took 325 and 335 s against 355 s here.
    pool: 'threads',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    // Generous for a loaded CI machine; see setup-tests.ts.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
  },
});
