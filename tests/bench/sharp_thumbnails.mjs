// The benchmark's sharp side: every source of a folder to the game card's
// 1x and 2x WebP (cover crop, centred, Lanczos-3, quality 80, effort 4,
// metadata stripped, which is sharp's default), with libvips on one thread
// and `inFlight` sources processed at once. Two ways (MODE):
//   pipelines    one pipeline per output size, as most users write it;
//   decode-once  the source decoded once to the 2x, the 1x made from that
//                buffer: sharp at its best for several outputs.
// Usage: node sharp_thumbnails.mjs SOURCES OUT IN_FLIGHT [MODE]
import { mkdirSync, readdirSync } from 'node:fs';
import { join, parse } from 'node:path';
import sharp from 'sharp';

const [sources, out, inFlight, mode = 'pipelines'] = process.argv.slice(2);
if (mode !== 'pipelines' && mode !== 'decode-once') {
  console.error(`sharp_thumbnails: MODE is pipelines or decode-once, not '${mode}'`);
  process.exit(2);
}
const sizes = [[180, 240], [360, 480]];
sharp.concurrency(1);
sharp.cache(false);
mkdirSync(out, { recursive: true });
const files = readdirSync(sources).filter((f) => /\.(jpe?g|png)$/.test(f)).sort();
let next = 0;
const cover = { fit: 'cover', position: 'centre', kernel: 'lanczos3' };
const webp = { quality: 80, effort: 4 };
const target = (file, [width, height]) => join(out, `${parse(file).name}_${width}x${height}.webp`);

async function pipelines(file) {
  for (const size of sizes) {
    await sharp(join(sources, file))
      .resize(size[0], size[1], cover)
      .webp(webp)
      .toFile(target(file, size));
  }
}

async function decodeOnce(file) {
  const [small, large] = sizes;
  const { data, info } = await sharp(join(sources, file))
    .resize(large[0], large[1], cover)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  await sharp(data, raw).webp(webp).toFile(target(file, large));
  await sharp(data, raw).resize(small[0], small[1], cover).webp(webp).toFile(target(file, small));
}

async function worker() {
  while (next < files.length) {
    const file = files[next++];
    await (mode === 'pipelines' ? pipelines(file) : decodeOnce(file));
  }
}
await Promise.all(Array.from({ length: Number(inFlight) }, worker));
