// Home's first screen without a waterfall. Left alone, the browser learns of
// home's chunk only once the app's code has run and routed, and of the first
// thumbnails (home's largest contentful paint) only once that chunk has
// rendered. This writes an inline script into index.html, ahead of the app's
// scripts and stylesheets, that asks at once for home's chunk and stylesheet
// and, at high priority, for the thumbnails of the first row's first screen,
// when the page opened is home: other pages do not show them. It also marks
// the page as home (`<html data-boot-page="home">`) for index.html's skeleton
// of home's first row (build-plugins/boot-skeleton.ts).
import { fileURLToPath } from 'node:url';
import { runnerImport, type Alias, type Plugin } from 'vite';
import { chunkOfModule, staticImportFiles } from './chunk-imports.ts';

/** What the build reads from src/features/lobby/components/home-rows.ts (its types need the app's aliases). */
interface HomeRows {
  readonly firstScreenThumbnails: () => ReadonlyArray<{
    readonly href: string;
    readonly imageSrcset: string;
    readonly imageSizes: string;
  }>;
}

const homeRows = fileURLToPath(new URL('../src/features/lobby/components/home-rows.ts', import.meta.url));
const homePage = '/src/features/lobby/pages/home-page.tsx';

/** Runs in the page before anything else loads: home is the hash path `/` or `/pages/index/index`. */
const preloadWhenHome = `(function (links) {
        var path = location.hash.slice(1).split('?')[0];
        if (path !== '' && path !== '/' && path !== '/pages/index/index') return;
        document.documentElement.dataset.bootPage = 'home';
        links.forEach(function (attributes) {
          var link = document.createElement('link');
          for (var name in attributes) link.setAttribute(name, attributes[name]);
          document.head.appendChild(link);
        });
      })`;

/** The aliases home-rows.ts may import through: the app's `@/` (its sources) and `@content` (the toolchain's output). */
export function preloadHome(aliases: Alias[]): Plugin {
  return {
    name: 'lobbykit-preload-home',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!bundle) return html;
        const { module } = await runnerImport<HomeRows>(homeRows, {
          configFile: false,
          logLevel: 'error',
          resolve: { alias: aliases },
        });
        const { scripts, styles } = staticImportFiles(bundle, chunkOfModule(bundle, homePage));
        const notYetListed = (file: string) => !html.includes(file);
        const links = [
          ...scripts
            .filter(notYetListed)
            .map((file) => ({ rel: 'modulepreload', crossorigin: '', href: `./${file}` })),
          // crossorigin as Vite's loader links the stylesheet, so the preloaded response is reused.
          ...styles
            .filter(notYetListed)
            .map((file) => ({ rel: 'preload', as: 'style', crossorigin: '', href: `./${file}` })),
          ...module.firstScreenThumbnails().map(({ href, imageSrcset, imageSizes }) => ({
            rel: 'preload',
            as: 'image',
            fetchpriority: 'high',
            href,
            ...(imageSrcset ? { imagesrcset: imageSrcset, imagesizes: imageSizes } : {}),
          })),
        ];
        // Inside <script>, "</script>" in the data would end the script: JSON escapes '<'.
        const data = JSON.stringify(links).replace(/</g, '\\u003c');
        const script = `<script>\n      ${preloadWhenHome}(${data});\n    </script>\n    `;
        // Before the first script or stylesheet: an inline script waits for the stylesheets above it.
        const at = html.search(/<script type="module"|<link rel="(modulepreload|stylesheet)"/);
        if (at < 0) throw new Error('index.html has no module script to put the home preloads before');
        return html.slice(0, at) + script + html.slice(at);
      },
    },
  };
}
