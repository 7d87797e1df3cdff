import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { isCompressible, precompressFolder } from './precompress.ts';

describe('isCompressible', () => {
  it('takes the text formats and leaves images, fonts and source maps', () => {
    for (const name of [
      'a.js',
      'a.mjs',
      'a.css',
      'index.html',
      'en.json',
      'logo.svg',
      'app.webmanifest',
      'robots.txt',
    ])
      expect(isCompressible(name), name).toBe(true);
    for (const name of ['a.webp', 'a.png', 'a.jpg', 'a.woff2', 'a.js.map', 'a.js.br', 'a.js.gz'])
      expect(isCompressible(name), name).toBe(false);
  });
});

describe('precompressFolder', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('writes a Brotli and a gzip copy that decompress to the file, in every folder', async () => {
    folder = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(folder, 'assets'));
    const script = 'export const games = [' + '{"name":"Cosmic Fruit"},'.repeat(500) + '];\n';
    writeFileSync(join(folder, 'assets', 'start.js'), script);

    const written = await precompressFolder(folder);

    const path = join(folder, 'assets', 'start.js');
    const br = readFileSync(`${path}.br`);
    const gz = readFileSync(`${path}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(written).toEqual([
      { file: join('assets', 'start.js'), bytes: script.length, br: br.length, gz: gz.length },
    ]);
    // Brotli at quality 11 beats gzip at level 9 on text.
    expect(br.length).toBeLessThan(gz.length);
  });

  it('keeps no copy that is not smaller, and removes a stale one', async () => {
    folder = mkdtempSync(join(tmpdir(), 'precompress-'));
    writeFileSync(join(folder, 'robots.txt'), 'x');
    writeFileSync(join(folder, 'robots.txt.gz'), 'stale');

    expect(await precompressFolder(folder)).toEqual([{ file: 'robots.txt', bytes: 1 }]);
    expect(existsSync(join(folder, 'robots.txt.br'))).toBe(false);
    expect(existsSync(join(folder, 'robots.txt.gz'))).toBe(false);
  });

  it('leaves images and source maps alone', async () => {
    folder = mkdtempSync(join(tmpdir(), 'precompress-'));
    const text = 'a'.repeat(10_000);
    writeFileSync(join(folder, 'card.webp'), text);
    writeFileSync(join(folder, 'start.js.map'), text);

    expect(await precompressFolder(folder)).toEqual([]);
    expect(existsSync(join(folder, 'card.webp.br'))).toBe(false);
    expect(existsSync(join(folder, 'start.js.map.gz'))).toBe(false);
  });
});
