// What home loads at start: the gzip size of every script and stylesheet
// index.html names and everything they import statically (import() is lazy),
// and the own chunk of each page named.
// Usage: node tests/bench/initial_size.mjs app/dist [page-chunk-name...]
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2];
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const attribute = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
const entries = [];
for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
  if (tag.startsWith('<script') && /type="module"/.test(tag) && attribute(tag, 'src')) entries.push(attribute(tag, 'src'));
  if (tag.startsWith('<link') && /rel="(stylesheet|modulepreload)"/.test(tag)) entries.push(attribute(tag, 'href'));
}
// Follow static imports only (import ... from "./x.js", import "./x.js"); import("./x.js") is lazy.
const seen = new Set();
const queue = entries.map((entry) => normalize(join(dist, entry)));
while (queue.length > 0) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  seen.add(file);
  if (!file.endsWith('.js')) continue;
  const code = readFileSync(file, 'utf8');
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.(?:js|css))["']/g)) {
    queue.push(normalize(join(dirname(file), match[1])));
  }
}
const totals = { js: 0, css: 0 };
for (const file of [...seen].sort()) {
  const kind = file.endsWith('.css') ? 'css' : 'js';
  const bytes = readFileSync(file);
  const gzip = gzipSync(bytes, { level: 9 }).length;
  totals[kind] += gzip;
  console.log(`  ${file.slice(dist.length + 1).padEnd(44)} ${(bytes.length / 1024).toFixed(1).padStart(7)} KB  ${(gzip / 1024).toFixed(1).padStart(6)} KB gzip`);
}
console.log(`  initial JavaScript: ${(totals.js / 1024).toFixed(1)} KB gzip (target <= 104)`);
console.log(`  initial CSS:        ${(totals.css / 1024).toFixed(1)} KB gzip`);
// Each page named after the folder loads with its page: its chunk's own size (what it adds to home's).
for (const page of process.argv.slice(3)) {
  const files = readdirSync(join(dist, 'assets')).filter((file) => file.startsWith(`${page}-`));
  const size = (extension) =>
    files
      .filter((file) => file.endsWith(extension))
      .reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, 'assets', file)), { level: 9 }).length, 0);
  if (files.length > 0)
    console.log(`  ${page} chunk: ${(size('.js') / 1024).toFixed(1)} KB JavaScript, ${(size('.css') / 1024).toFixed(1)} KB CSS gzip`);
}
