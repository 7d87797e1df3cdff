// The installable app's head: index.html links the toolchain's web app
// manifest (build/generated/manifest.webmanifest, from content/site.yaml's
// `app`), its 180 px home-screen icon for iOS and the theme colour, and the
// build copies the manifest beside index.html (its icons are under media/,
// which vite.config.ts copies already). Development serves it from
// build/generated.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runnerImport, type Alias, type HtmlTagDescriptor, type Plugin } from 'vite';

export const manifestFileName = 'manifest.webmanifest';

interface HeadFacts {
  readonly themeColour: string;
  readonly appleTouch: string;
}

/**
 * The tags index.html's head gets, hrefs relative to the page (the site may
 * live in a folder). Not the manifest's link: the browser fetches the
 * manifest and its icons as soon as it sees it, on a page's critical path;
 * the app links it once the page has loaded (app/shell-after-start.tsx).
 */
export function appHeadTags({ themeColour, appleTouch }: HeadFacts): HtmlTagDescriptor[] {
  return [
    { tag: 'link', attrs: { rel: 'apple-touch-icon', href: `./${appleTouch}` }, injectTo: 'head' },
    { tag: 'meta', attrs: { name: 'theme-color', content: themeColour }, injectTo: 'head' },
  ];
}

async function headFacts(aliases: Alias[]): Promise<HeadFacts> {
  const load = async <T>(source: string) =>
    (await runnerImport<T>(source, { configFile: false, logLevel: 'error', resolve: { alias: aliases } }))
      .module;
  const { site } = await load<{ site: { app: { themeColour: string } } }>('@content/site');
  const { appIcons } = await load<{ appIcons: { appleTouch: string } }>('@content/app-manifest');
  return { themeColour: site.app.themeColour, appleTouch: appIcons.appleTouch };
}

export function appManifest(aliases: Alias[], generated: string): Plugin {
  const manifestPath = join(generated, manifestFileName);
  const readManifest = () => {
    if (!existsSync(manifestPath)) {
      throw new Error(`${manifestPath} is missing: run lobbykit build --out ${generated} first`);
    }
    return readFileSync(manifestPath, 'utf8');
  };
  return {
    name: 'lobbykit-app-manifest',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if ((request.url ?? '').split('?')[0] !== `/${manifestFileName}`) return next();
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(readManifest());
      });
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        // index.html keeps no theme colour of its own: content/site.yaml's is the one.
        return {
          html: html.replace(/\s*<meta name="theme-color"[^>]*>/, ''),
          tags: appHeadTags(await headFacts(aliases)),
        };
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: manifestFileName, source: readManifest() });
    },
  };
}
