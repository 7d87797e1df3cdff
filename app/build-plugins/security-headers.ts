// The site's security headers, computed by the build from the final
// index.html and written twice from one list: dist/_headers (the static-host
// format `lobbykit serve` reads too) and dist/nginx-security-headers.conf
// (`add_header` lines). The Content-Security-Policy allows no inline code
// but what index.html carries, each piece by its SHA-256 (the pre-paint
// script, the boot skeleton's style attributes), frames only from the site
// itself and content/site.yaml's game and support origins, and is never
// framed. README.md and docs/app.md say how to serve them.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runnerImport, type Alias, type Plugin, type ResolvedConfig } from 'vite';

export type Header = readonly [name: string, value: string];

export interface SecurityInputs {
  /** index.html as it is served. */
  readonly html: string;
  /** Origins the app may frame (content/site.yaml's security.gameOrigins and supportOrigins). */
  readonly frameOrigins: readonly string[];
  /** The API's base URL and the socket's URL: an absolute one adds its origin to connect-src. */
  readonly apiBaseUrl: string;
  readonly socketUrl: string;
}

/** What the app never uses, refused to the page and to every frame it opens. */
export const deniedFeatures = [
  'accelerometer',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

/** The service worker's script: a browser must ask for it again on every update check. */
export const serviceWorkerPath = '/sw.js';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const decodeEntities = (text: string) =>
  text.replace(/&(quot|#39|apos|lt|gt|amp);/g, (_, entity: string) => {
    const characters: Record<string, string> = {
      quot: '"',
      '#39': "'",
      apos: "'",
      lt: '<',
      gt: '>',
      amp: '&',
    };
    return characters[entity] ?? '';
  });

const unique = (values: Iterable<string>) => [...new Set(values)];

/** The CSP hashes of index.html's inline scripts (a `<script>` without `src`), by their exact text. */
export function inlineScriptHashes(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)];
  return unique(
    scripts
      .filter(([, attributes]) => !/\ssrc\s*=/i.test(` ${attributes}`))
      .map(([, , code]) => sha256(code ?? '')),
  );
}

/** The CSP hashes of index.html's `<style>` elements. */
export function inlineStyleHashes(html: string): string[] {
  return unique(
    [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, css]) => sha256(css ?? '')),
  );
}

/** The CSP hashes of index.html's `style="…"` attributes (allowed by hash with 'unsafe-hashes'). */
export function styleAttributeHashes(html: string): string[] {
  const attributes = [...html.matchAll(/<[a-z][^>]*?\sstyle\s*=\s*("([^"]*)"|'([^']*)')/gi)];
  return unique(attributes.map((match) => sha256(decodeEntities(match[2] ?? match[3] ?? ''))));
}

/** An absolute http(s) or ws(s) address's origin; a path (same origin) gives none. */
function absoluteOrigin(address: string): string | null {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(address)) return null;
  return new URL(address).origin;
}

function checkedOrigin(origin: string): string {
  const url = new URL(origin);
  if (url.protocol !== 'https:' || url.origin !== origin) {
    throw new Error(
      `security origin ${JSON.stringify(origin)} is not an https origin (scheme, host and port only)`,
    );
  }
  return origin;
}

export function contentSecurityPolicy(inputs: SecurityInputs): string {
  const { html, frameOrigins, apiBaseUrl, socketUrl } = inputs;
  const attributeHashes = styleAttributeHashes(html);
  const connect = unique(
    [absoluteOrigin(apiBaseUrl), absoluteOrigin(socketUrl)].filter(
      (origin): origin is string => origin !== null,
    ),
  );
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inlineScriptHashes(html)],
    ['style-src', "'self'", ...inlineStyleHashes(html)],
    attributeHashes.length > 0
      ? ['style-src-attr', "'unsafe-hashes'", ...attributeHashes]
      : ['style-src-attr', "'none'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'"],
    ['media-src', "'self'", 'blob:'],
    ['connect-src', "'self'", ...connect],
    ['frame-src', "'self'", ...unique(frameOrigins.map(checkedOrigin))],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Every header the site's files are sent with. */
export function securityHeaderList(inputs: SecurityInputs): Header[] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(inputs)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', deniedFeatures.map((feature) => `${feature}=()`).join(', ')],
    ['X-Frame-Options', 'DENY'],
  ];
}

/**
 * The headers every file needs; the others (the CSP, Permissions-Policy,
 * X-Frame-Options) act only on a document or a worker, so only index.html
 * and the service worker carry them: on each of the 20-odd chunks a page
 * loads they would add about 1.3 KB of headers to its critical path.
 */
const everyFile = new Set(['X-Content-Type-Options', 'Referrer-Policy']);

/** The static-host `_headers` file: every path; the documents; the service worker with its cache rule. */
export function headersFile(headers: readonly Header[]): string {
  const block = (path: string, lines: readonly Header[]) =>
    [path, ...lines.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const common = headers.filter(([name]) => everyFile.has(name));
  const documentOnly = headers.filter(([name]) => !everyFile.has(name));
  return `${[
    block('/*', common),
    block('/', documentOnly),
    block('/index.html', documentOnly),
    block(serviceWorkerPath, [...documentOnly, ['Cache-Control', 'no-cache']]),
  ].join('\n\n')}\n`;
}

/** The nginx snippet: `include` it in the site's `location` blocks (docs/app.md). */
export function nginxSnippet(headers: readonly Header[]): string {
  const lines = headers.map(([name, value]) => {
    if (value.includes('"'))
      throw new Error(`header ${name} has a double quote, which nginx's value cannot carry`);
    return `add_header ${name} "${value}" always;`;
  });
  return `# Written by the app's build (app/build-plugins/security-headers.ts) with dist/_headers; do not edit.\n${lines.join('\n')}\n`;
}

interface SiteModule {
  readonly site: {
    readonly security: {
      readonly gameOrigins: readonly string[];
      readonly supportOrigins: readonly string[];
    };
    readonly environments: {
      readonly production: { readonly apiBaseUrl: string; readonly socketUrl: string };
    };
  };
}

export function securityHeaders(aliases: Alias[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lobbykit-security-headers',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      // After every plugin that writes index.html (its inline script is hashed as served).
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = config.build.outDir;
        // A failed build wrote no index.html: its own error is the one to show.
        if (!existsSync(join(outDir, 'index.html'))) return;
        const { site } = (
          await runnerImport<SiteModule>('@content/site', {
            configFile: false,
            logLevel: 'error',
            resolve: { alias: aliases },
          })
        ).module;
        const headers = securityHeaderList({
          html: readFileSync(join(outDir, 'index.html'), 'utf8'),
          frameOrigins: [...site.security.gameOrigins, ...site.security.supportOrigins],
          apiBaseUrl: site.environments.production.apiBaseUrl,
          socketUrl: site.environments.production.socketUrl,
        });
        writeFileSync(join(outDir, '_headers'), headersFile(headers));
        writeFileSync(join(outDir, 'nginx-security-headers.conf'), nginxSnippet(headers));
        config.logger.info(
          `security headers: ${headers.length} written to _headers and nginx-security-headers.conf`,
        );
      },
    },
  };
}
