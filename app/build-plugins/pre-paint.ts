// Inlines src/app/pre-paint.ts into index.html's head, bundled into one small
// script with the data it decides by (storage keys, the shipped languages and
// their directions, the install banner's rule): the first paint then has the
// player's theme, direction and banner place, by the app's own rules.
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { runnerImport, type Alias, type Plugin } from 'vite';

export const prePaintMarker = '<!-- pre-paint -->';

// The modules the config is read from, as far as it reads them. (The app's
// sources are not type-checked with the build plugins: src/app/pre-paint.ts's
// PrePaintConfig is the shape, and e2e/boot-skeleton.spec.ts checks it works.)
interface ConfigModules {
  readonly locales: { readonly localeStorageKey: string };
  readonly localeFiles: { readonly localeFiles: readonly { readonly tag: string; readonly dir: string }[] };
  readonly theme: { readonly themeStorageKey: string };
  readonly banner: { readonly installBannerDismissedKey: string; readonly installBannerPhoneQuery: string };
  readonly site: {
    readonly site: {
      readonly defaultLanguage: string;
      readonly installPrompt: { readonly suppressMs: number };
    };
  };
}

/** src/app/pre-paint.ts's PrePaintConfig. */
async function prePaintConfig(aliases: Alias[]): Promise<object> {
  const load = async <T>(source: string) =>
    (
      await runnerImport<T>(
        source.startsWith('@') ? source : fileURLToPath(new URL(`../src/${source}`, import.meta.url)),
        {
          configFile: false,
          logLevel: 'error',
          resolve: { alias: aliases },
        },
      )
    ).module;
  const locales = await load<ConfigModules['locales']>('lib/locale-loading.ts');
  const { localeFiles } = await load<ConfigModules['localeFiles']>('@content/locale-files');
  const theme = await load<ConfigModules['theme']>('lib/theme.tsx');
  const banner = await load<ConfigModules['banner']>('lib/install-banner.ts');
  const { site } = await load<ConfigModules['site']>('@content/site');
  return {
    themeKey: theme.themeStorageKey,
    languageKey: locales.localeStorageKey,
    installBannerKey: banner.installBannerDismissedKey,
    languages: localeFiles.map(({ tag, dir }) => ({ tag, dir })),
    defaultLanguage: site.defaultLanguage,
    phoneQuery: banner.installBannerPhoneQuery,
    suppressMs: site.installPrompt.suppressMs,
  };
}

/** The inline script: pre-paint.ts as an IIFE, called with the config. */
export async function prePaintScript(aliases: Alias[], sources: string): Promise<string> {
  const bundle = await build({
    input: `${sources}app/pre-paint.ts`,
    resolve: {
      alias: Object.fromEntries(aliases.map(({ find, replacement }) => [String(find), replacement])),
    },
    output: { format: 'iife', name: 'lobbykitPrePaint', minify: true },
    write: false,
  });
  const code = bundle.output[0].code.trim();
  return `<script>${code};lobbykitPrePaint.prePaint(${JSON.stringify(await prePaintConfig(aliases))})</script>`;
}

export function prePaint(aliases: Alias[], sources: string): Plugin {
  return {
    name: 'lobbykit-pre-paint',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(prePaintMarker)) throw new Error(`index.html has no ${prePaintMarker}`);
        return html.replace(prePaintMarker, await prePaintScript(aliases, sources));
      },
    },
  };
}
