// Precompressed copies of the built site's text files. `lobbykit serve`
// (tools/sandbox/http/static_site.cc) sends `file.br` or `file.gz` in place of
// `file` when the request's Accept-Encoding allows it, with `Vary`, but
// compresses nothing itself: without these, the start script crossed the
// network whole (336 KB instead of about 100). Made once at build time, so
// the slowest settings cost nothing per request: Brotli at quality 11, gzip
// at level 9, with Node's own zlib.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text formats worth compressing; images and fonts are compressed already, source maps are not fetched by players. */
const textExtensions = ['.js', '.mjs', '.css', '.html', '.json', '.svg', '.webmanifest', '.txt'];

/** The sibling each coding is served from, as static_site.cc looks for it. */
const codings = [
  { extension: '.br', compress: promisify(brotliCompress), options: brotliOptions },
  { extension: '.gz', compress: promisify(gzip), options: () => ({ level: 9 }) },
] as const;

function brotliOptions(size: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** Whether a file of the site gets compressed copies (by its name alone). */
export function isCompressible(path: string): boolean {
  return textExtensions.some((extension) => path.endsWith(extension));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under
 * `folder`, each only when it is smaller than the file (a tiny file can grow);
 * a stale sibling that is not smaller is removed. Returns what it wrote, by
 * path relative to `folder`, with the sizes.
 */
export async function precompressFolder(
  folder: string,
): Promise<Array<{ file: string; bytes: number; br?: number; gz?: number }>> {
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  return Promise.all(
    files.map(async (path) => {
      const bytes = readFileSync(path);
      const written: { file: string; bytes: number; br?: number; gz?: number } = {
        file: path.slice(folder.length + 1),
        bytes: bytes.length,
      };
      for (const { extension, compress, options } of codings) {
        const compressed = await compress(bytes, options(bytes.length));
        if (compressed.length < bytes.length) {
          writeFileSync(path + extension, compressed);
          written[extension === '.br' ? 'br' : 'gz'] = compressed.length;
        } else {
          rmSync(path + extension, { force: true });
        }
      }
      return written;
    }),
  );
}

/** Compresses dist/ once everything is in it (after the plugins that copy generated files in). */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lobbykit-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const written = await precompressFolder(config.build.outDir);
        const sum = (key: 'bytes' | 'br' | 'gz') =>
          written.reduce((total, entry) => total + (entry[key] ?? 0), 0);
        config.logger.info(
          `precompressed ${written.length} files of ${sum('bytes')} bytes: ` +
            `Brotli copies ${sum('br')} bytes, gzip copies ${sum('gz')} bytes`,
        );
      },
    },
  };
}
