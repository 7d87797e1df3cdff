import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  nginxSnippet,
  securityHeaderList,
  styleAttributeHashes,
  type SecurityInputs,
} from './security-headers';

const script = "document.documentElement.dataset.theme='dark'";
const html = `<!doctype html><html><head>
<script>${script}</script>
<script type="module" crossorigin src="./assets/index-abc.js"></script>
<link rel="stylesheet" href="./assets/start.css">
</head><body><div class="thumb" style="aspect-ratio: 180 / 240; background: #608980"></div>
<div style="aspect-ratio: 180 / 240; background: #608980"></div></body></html>`;

const inputs: SecurityInputs = {
  html,
  frameOrigins: ['https://games.example', 'https://chat.example'],
  apiBaseUrl: '/api',
  socketUrl: '/ws',
};

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('security headers', () => {
  it('allows the inline script by the SHA-256 of its exact text, and no script with src', () => {
    // printf '%s' "$script" | openssl dgst -sha256 -binary | base64
    const expected = createHash('sha256').update(script).digest('base64');
    expect(expected).toBe('4GCtlRIa5/po6BIm3cLw/p4RvTTtjKhicVUkjPlNp/s=');
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${expected}'`]);
    expect(directive(contentSecurityPolicy(inputs), 'script-src')).toBe(
      `script-src 'self' 'sha256-${expected}'`,
    );
  });

  it('allows each distinct style attribute by its hash, once', () => {
    expect(styleAttributeHashes(html)).toHaveLength(1);
    expect(directive(contentSecurityPolicy(inputs), 'style-src-attr')).toMatch(
      /^style-src-attr 'unsafe-hashes' 'sha256-[A-Za-z0-9+/]+=*'$/,
    );
    expect(directive(contentSecurityPolicy({ ...inputs, html: '<p></p>' }), 'style-src-attr')).toBe(
      "style-src-attr 'none'",
    );
  });

  it('frames the site itself and the configured game and support origins only, and is framed by none', () => {
    const policy = contentSecurityPolicy(inputs);
    expect(directive(policy, 'frame-src')).toBe(
      "frame-src 'self' https://games.example https://chat.example",
    );
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(contentSecurityPolicy({ ...inputs, frameOrigins: [] }), 'frame-src')).toBe(
      "frame-src 'self'",
    );
  });

  it('connects to the site itself, plus the socket’s and the API’s origins when they are absolute', () => {
    expect(directive(contentSecurityPolicy(inputs), 'connect-src')).toBe("connect-src 'self'");
    const absolute = { ...inputs, apiBaseUrl: 'https://api.example/v1', socketUrl: 'wss://play.example/ws' };
    expect(directive(contentSecurityPolicy(absolute), 'connect-src')).toBe(
      "connect-src 'self' https://api.example wss://play.example",
    );
  });

  it('never allows unsafe-inline or eval, anywhere', () => {
    for (const [, value] of securityHeaderList(inputs)) {
      expect(value).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
    const policy = contentSecurityPolicy(inputs);
    for (const name of ['default-src', 'worker-src', 'manifest-src', 'base-uri', 'form-action']) {
      expect(directive(policy, name)).toBe(`${name} 'self'`);
    }
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob:");
  });

  it('refuses an origin that is not https, or carries a path', () => {
    expect(() => contentSecurityPolicy({ ...inputs, frameOrigins: ['http://games.example'] })).toThrow(
      /"http:\/\/games.example" is not an https origin/,
    );
    expect(() => contentSecurityPolicy({ ...inputs, frameOrigins: ['https://games.example/lobby'] })).toThrow(
      /not an https origin/,
    );
  });

  it('sends nosniff, the referrer policy and a Permissions-Policy denying what the app never uses', () => {
    const headers = new Map(securityHeaderList(inputs));
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(headers.get('Permissions-Policy')).toContain(`${feature}=()`);
    }
  });

  it('writes one list as _headers: two light headers on every path, the document policies on index.html and the worker only', () => {
    const headers = securityHeaderList(inputs);
    const file = headersFile(headers);
    const blocks = file.trimEnd().split('\n\n');
    const line = ([name, value]: readonly [string, string]) => `  ${name}: ${value}`;
    const light = headers.filter(([name]) => name === 'X-Content-Type-Options' || name === 'Referrer-Policy');
    const documentOnly = headers.filter((header) => !light.includes(header));
    expect(documentOnly.map(([name]) => name)).toEqual([
      'Content-Security-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
    ]);
    expect(blocks).toEqual([
      ['/*', ...light.map(line)].join('\n'),
      ['/', ...documentOnly.map(line)].join('\n'),
      ['/index.html', ...documentOnly.map(line)].join('\n'),
      ['/sw.js', ...documentOnly.map(line), '  Cache-Control: no-cache'].join('\n'),
    ]);
    const nginx = nginxSnippet(headers)
      .split('\n')
      .filter((line) => line.startsWith('add_header'));
    expect(nginx).toEqual(headers.map(([name, value]) => `add_header ${name} "${value}" always;`));
    expect(() => nginxSnippet([['X-Bad', 'a "quoted" value']])).toThrow(/double quote/);
  });
});
