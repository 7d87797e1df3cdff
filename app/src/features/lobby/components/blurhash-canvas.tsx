// A thumbnail's BlurHash drawn into a small canvas the CSS stretches over the
// card, while the real image loads. Decoding goes through the frame-budgeted queue.
import { site } from '@content/site';
import { useEffect, useRef } from 'react';
import { blurhashQueue } from '../blurhash/shared-blurhash-queue';

const { canvasWidth, canvasHeight } = site.blurhash;

export function BlurhashCanvas({ hash }: { hash: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (hash === '') return;
    return blurhashQueue.request(hash, (pixels) => {
      const context = canvasRef.current?.getContext('2d');
      if (!pixels || !context) return;
      context.putImageData(new ImageData(new Uint8ClampedArray(pixels), canvasWidth, canvasHeight), 0, 0);
    });
  }, [hash]);
  return (
    <canvas
      ref={canvasRef}
      className="game-thumbnail__placeholder"
      width={canvasWidth}
      height={canvasHeight}
      aria-hidden="true"
    />
  );
}
