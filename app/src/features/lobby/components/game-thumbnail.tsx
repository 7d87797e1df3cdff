// A game's WebP thumbnail over its BlurHash placeholder. Width and height are
// set and the box keeps the thumbnail's aspect ratio, so nothing moves when
// the image arrives; the srcset lists every variant by width for `sizes`.
import type { Image } from '@content/image';
import { useState } from 'react';
import { BlurhashCanvas } from './blurhash-canvas';

export interface GameThumbnailProps {
  readonly image: Image;
  /** The card's displayed width, for the browser to pick a variant. */
  readonly sizes: string;
  /** Cards in the first screen load at once; the rest when scrolled near. */
  readonly eager?: boolean;
}

export function GameThumbnail({ image, sizes, eager = false }: GameThumbnailProps) {
  const [loaded, setLoaded] = useState(false);
  const srcSet = image.variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ');
  return (
    <span
      className="game-thumbnail"
      data-loaded={loaded}
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
    >
      <BlurhashCanvas hash={image.blurhash} />
      <img
        ref={(element) => {
          if (element?.complete && element.naturalWidth > 0) setLoaded(true);
        }}
        className="game-thumbnail__image"
        src={image.src}
        srcSet={srcSet || undefined}
        sizes={srcSet ? sizes : undefined}
        width={image.width}
        height={image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        alt=""
        onLoad={() => setLoaded(true)}
      />
    </span>
  );
}
