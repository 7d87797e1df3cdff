/// <reference types="vitest/config" />
import { cpSync, createReadStream, existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The toolchain's typed output (lobbykit build --out); never committed.
const generated = fileURLToPath(
  new URL(process.env.LOBBYKIT_GENERATED ?? '../build/generated', import.meta.url),
);

/** The generated folders the app fetches at run time, relative to the site root. */
const servedFolders = ['i18n', 'media'];

const contentTypes: Record<string, string> = {
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
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

/**
 * main.tsx imports the app (src/app/start.tsx) lazily so the messages fetch
 * starts first; this lists the app's chunks in index.html as modulepreload,
 * so the browser fetches them with the entry instead of after it.
 */
function preloadAppStart(): Plugin {
  return {
    name: 'lobbykit-preload-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/start.tsx'));
        if (!start) throw new Error('no chunk for src/app/start.tsx: main.tsx must import it');
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          chunk?.imports.forEach(visit);
        };
        visit(start.fileName);
        const notYetListed = (file: string) => !html.includes(file);
        const css = [...files].flatMap((file) => [
          ...(chunks.find((chunk) => chunk.fileName === file)?.viteMetadata?.importedCss ?? []),
        ]);
        return [
          ...[...files].filter(notYetListed).map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
            injectTo: 'head' as const,
          })),
          ...css.filter(notYetListed).map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `./${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

export default defineConfig({
  base: './',
  plugins: [react(), ...generatedAssets(), preloadAppStart()],
  resolve: {
    alias: [
      { find: '@content', replacement: generated },
      // Messages arrive precompiled (FormatJS ASTs): the ICU parser is never shipped.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: { target: 'es2022', sourcemap: true },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
