// main.tsx imports the app (src/app/start.tsx) lazily so the messages fetch
// starts first; this lists the app's chunks in index.html as modulepreload,
// and links their stylesheets, so the browser fetches them with the entry
// instead of after it.
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
          ...styles.filter(notYetListed).map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `./${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
