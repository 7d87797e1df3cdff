// Checks every BlurHash vector printed by the images_blurhash_vectors
// program against the npm `blurhash` package's encode (the version pinned in
// tests/package-lock.json). Usage: node blurhash_npm.mjs <program> <fixtures>
import { execFileSync } from 'node:child_process';
import { encode } from 'blurhash';

const [program, fixtures] = process.argv.slice(2);
const lines = execFileSync(program, [fixtures], { encoding: 'utf8', maxBuffer: 64 << 20 }).trim().split('\n');
let failed = 0;
for (const line of lines) {
  const v = JSON.parse(line);
  const pixels = new Uint8ClampedArray(Buffer.from(v.rgba, 'base64'));
  const expected = encode(pixels, v.width, v.height, v.x, v.y);
  if (expected !== v.hash) {
    failed += 1;
    console.error(`${v.width}x${v.height} ${v.x}x${v.y}: lobbykit ${v.hash}, npm ${expected}`);
  }
}
console.log(`${lines.length} BlurHash vectors, ${failed} differ from the npm encoder`);
process.exit(failed === 0 && lines.length > 0 ? 0 : 1);
