// main.tsx imports the app (src/app/start.tsx) lazily so the messages fetch
// starts first; this lists the app's chunks in index.html as modulepreload,
// so the browser fetches them with the entry instead of after it, and writes
// their stylesheet into index.html itself: the first paint (index.html's
// placeholder top bar) then waits for no request, and the browser has the
// app's styles as soon as it has the page.
import type { Plugin } from 'vite';
import { chunkOfModule, staticImportFiles } from './chunk-imports.ts';

export function preloadAppStart(): Plugin {
  return {
    name: 'lobbykit-preload-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        const { scripts, styles } = staticImportFiles(bundle, chunkOfModule(bundle, '/src/app/start.tsx'));
        const notYetListed = (file: string) => !html.includes(file);
        return [
          ...scripts.filter(notYetListed).map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
            injectTo: 'head' as const,
          })),
          ...styles.flatMap((file) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') throw new Error(`${file} is not in the build`);
            const css =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            // Relative URLs would resolve against the page, not the stylesheet's folder.
            if (/<\/style|url\(/i.test(css)) throw new Error(`${file} cannot be written inline as it is`);
            return [
              { tag: 'style', children: css, injectTo: 'head' as const },
              // Disabled, so never fetched: it tells Vite's loader, which links a chunk's
              // stylesheets when the chunk is imported, that this one is on the page.
              {
                tag: 'link',
                attrs: { rel: 'stylesheet', crossorigin: true, href: `./${file}`, disabled: true },
                injectTo: 'head' as const,
              },
            ];
          }),
        ];
      },
    },
  };
}
