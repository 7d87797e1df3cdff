// A thumbnail's BlurHash drawn into a small canvas the CSS stretches over the
// card, while the real image loads. Decoding goes through the frame-budgeted queue.
import { site } from '@content/site';
import { useEffect, useRef } from 'react';
import { blurhashQueue } from '@/lib/blurhash/shared-blurhash-queue';
import { whenNearScreen } from '@/lib/when-near-screen';

const { canvasWidth, canvasHeight } = site.blurhash;
const nearScreen = '200px';

export function BlurhashCanvas({ hash }: { hash: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (hash === '' || !canvas) return;
    const paint = () =>
      blurhashQueue.request(hash, (pixels) => {
        const context = canvas.getContext('2d');
        if (!pixels || !context) return;
        context.putImageData(new ImageData(new Uint8ClampedArray(pixels), canvasWidth, canvasHeight), 0, 0);
      });
    // A canvas context is costly to create: only cards near the screen get one
    // (home has over a hundred cards, most of them off screen at first).
    let cancelPaint: (() => void) | undefined;
    const cancelWait = whenNearScreen(canvas, nearScreen, () => {
      cancelPaint = paint();
    });
    return () => {
      cancelWait();
      cancelPaint?.();
    };
  }, [hash]);
  return (
    <canvas
      ref={canvasRef}
      className="thumbnail__placeholder"
      width={canvasWidth}
      height={canvasHeight}
      aria-hidden="true"
    />
  );
}
