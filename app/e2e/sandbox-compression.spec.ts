// What `lobbykit serve` sends for the built app's start script (run through
// e2e/sandbox.playwright.config.ts, after `npx vite build`): the build's
// Brotli copy when the browser takes br, its gzip copy when it takes only
// gzip, the file itself otherwise, and always `Vary: Accept-Encoding` so a
// cache keeps them apart (build-plugins/precompress.ts writes the copies).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

test.skip(!process.env.LOBBYKIT_SANDBOX_E2E, 'needs the sandbox server of sandbox.playwright.config.ts');

const site = join(fileURLToPath(new URL('..', import.meta.url)), process.env.LOBBYKIT_SANDBOX_SITE ?? 'dist');

/** The largest script index.html links: the start chunk, the app's code. */
function startScript(): string {
  const html = readFileSync(join(site, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
  const largest = scripts.sort((a, b) => statSync(join(site, b)).size - statSync(join(site, a)).size)[0];
  if (!largest) throw new Error(`${site}/index.html links no script: build the app first`);
  return largest;
}

for (const { acceptEncoding, coding, sibling } of [
  { acceptEncoding: 'br, gzip', coding: 'br', sibling: '.br' },
  { acceptEncoding: 'gzip', coding: 'gzip', sibling: '.gz' },
  { acceptEncoding: 'identity', coding: undefined, sibling: '' },
]) {
  test(`the start script with Accept-Encoding: ${acceptEncoding} comes as ${coding ?? 'itself'}`, async ({
    request,
  }) => {
    const script = startScript();
    const response = await request.get(script, { headers: { 'Accept-Encoding': acceptEncoding } });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-encoding']).toBe(coding);
    expect(headers['vary']).toBe('Accept-Encoding');
    expect(headers['content-type']).toMatch(/javascript/);
    // The bytes sent are the build's copy (the client decodes them: compare its length on the wire).
    expect(Number(headers['content-length'])).toBe(statSync(join(site, script + sibling)).size);
    expect((await response.body()).toString()).toBe(readFileSync(join(site, script), 'utf8'));
  });
}
