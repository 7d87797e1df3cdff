// The benchmark's sharp side: every source of a folder to the game card's
// 1x and 2x WebP (cover crop, centred, Lanczos-3, quality 80, effort 4,
// metadata stripped, which is sharp's default), with libvips on one thread
// and `inFlight` sources processed at once.
// Usage: node sharp_thumbnails.mjs SOURCES OUT IN_FLIGHT
import { mkdirSync, readdirSync } from 'node:fs';
import { join, parse } from 'node:path';
import sharp from 'sharp';

const [sources, out, inFlight] = process.argv.slice(2);
const sizes = [[180, 240], [360, 480]];
sharp.concurrency(1);
sharp.cache(false);
mkdirSync(out, { recursive: true });
const files = readdirSync(sources).filter((f) => /\.(jpe?g|png)$/.test(f)).sort();
let next = 0;
async function worker() {
  while (next < files.length) {
    const file = files[next++];
    for (const [width, height] of sizes) {
      await sharp(join(sources, file))
        .resize(width, height, { fit: 'cover', position: 'centre', kernel: 'lanczos3' })
        .webp({ quality: 80, effort: 4 })
        .toFile(join(out, `${parse(file).name}_${width}x${height}.webp`));
    }
  }
}
await Promise.all(Array.from({ length: Number(inFlight) }, worker));
