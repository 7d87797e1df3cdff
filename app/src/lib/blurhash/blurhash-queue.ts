// Decoding BlurHashes is work on the main thread: a screenful of new cards
// must not decode all at once. The queue decodes at most maxPerFrame hashes
// per animation frame (SPEC §9: 24), and fewer once the frame's time budget
// is spent (a slow phone takes several frames, never a long one), and keeps
// each result by hash, so a card scrolled back into view, or another card
// with the same hash, paints at once.
import { decodeBlurhash } from './decode-blurhash';

export type Pixels = Uint8ClampedArray;
/** Receives the decoded pixels, or null when the hash is malformed. */
export type PixelsReceiver = (pixels: Pixels | null) => void;

export interface BlurhashQueueOptions {
  readonly width: number;
  readonly height: number;
  readonly maxPerFrame: number;
  /** A frame stops decoding once this much time has gone (it always decodes one). */
  readonly frameBudgetMs: number;
  /** Kept decodes; the oldest is dropped beyond this. */
  readonly cacheLimit: number;
  readonly requestFrame?: (callback: () => void) => void;
  readonly decode?: (hash: string, width: number, height: number) => Pixels;
  readonly now?: () => number;
}

export interface BlurhashQueue {
  /** Asks for a hash's pixels; returns a function that withdraws the request. */
  readonly request: (hash: string, receiver: PixelsReceiver) => () => void;
  /** Hashes waiting for a frame. */
  readonly pendingCount: () => number;
}

export function createBlurhashQueue({
  width,
  height,
  maxPerFrame,
  frameBudgetMs,
  cacheLimit,
  requestFrame = (callback) => window.requestAnimationFrame(callback),
  decode = decodeBlurhash,
  now = () => performance.now(),
}: BlurhashQueueOptions): BlurhashQueue {
  if (maxPerFrame < 1) throw new RangeError(`maxPerFrame must be at least 1, got ${maxPerFrame}`);
  const cache = new Map<string, Pixels | null>();
  const waiting = new Map<string, Set<PixelsReceiver>>();
  let frameRequested = false;

  const remember = (hash: string, pixels: Pixels | null) => {
    cache.set(hash, pixels);
    if (cache.size > cacheLimit) cache.delete(cache.keys().next().value as string);
  };

  const decodeOrNull = (hash: string): Pixels | null => {
    try {
      return decode(hash, width, height);
    } catch {
      return null;
    }
  };

  const runFrame = () => {
    frameRequested = false;
    const deadline = now() + frameBudgetMs;
    let decoded = 0;
    for (const [hash, receivers] of waiting) {
      if (decoded === maxPerFrame || (decoded > 0 && now() >= deadline)) break;
      waiting.delete(hash);
      const pixels = decodeOrNull(hash);
      decoded++;
      remember(hash, pixels);
      for (const receiver of receivers) receiver(pixels);
    }
    scheduleFrame();
  };

  function scheduleFrame() {
    if (frameRequested || waiting.size === 0) return;
    frameRequested = true;
    requestFrame(runFrame);
  }

  return {
    request(hash, receiver) {
      if (cache.has(hash)) {
        receiver(cache.get(hash) ?? null);
        return () => {};
      }
      const receivers = waiting.get(hash) ?? new Set<PixelsReceiver>();
      receivers.add(receiver);
      waiting.set(hash, receivers);
      scheduleFrame();
      return () => {
        receivers.delete(receiver);
        if (receivers.size === 0 && waiting.get(hash) === receivers) waiting.delete(hash);
      };
    },
    pendingCount: () => waiting.size,
  };
}
