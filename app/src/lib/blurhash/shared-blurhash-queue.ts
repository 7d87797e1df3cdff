// The app's one BlurHash queue (SPEC §9: a 24x32 canvas, at most 24 decodes
// per animation frame; the client store keeps a blurhash cache).
import { site } from '@content/site';
import { createBlurhashQueue } from './blurhash-queue';

export const blurhashQueue = createBlurhashQueue({
  width: site.blurhash.canvasWidth,
  height: site.blurhash.canvasHeight,
  maxPerFrame: site.blurhash.maxDecodesPerFrame,
  // A quarter of a 60 Hz frame: decoding and painting the canvases never makes a long task.
  frameBudgetMs: 4,
  // 24x32 RGBA is 3 KB: 4,000 decodes stay under 13 MB.
  cacheLimit: 4000,
});
