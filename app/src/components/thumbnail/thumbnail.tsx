// A WebP thumbnail (a game's art, a promotion's banner) over its BlurHash
// placeholder. Width and height are set and the box keeps the thumbnail's
// aspect ratio, so nothing moves when the image arrives; the srcset lists
// every variant by width for `sizes`.
import type { Image } from '@content/image';
import { BlurhashCanvas } from './blurhash-canvas';
import { thumbnailSrcSet } from './thumbnail-srcset';
import './thumbnail.css';

export interface ThumbnailProps {
  readonly image: Image;
  /** The image's displayed width, for the browser to pick a variant. */
  readonly sizes: string;
  /** Cards in the first screen load at once; the rest when scrolled near. */
  readonly eager?: boolean;
  /** The first cards a player sees (home's largest contentful paint) load before other images. */
  readonly highPriority?: boolean;
}

/**
 * Shows the image over its placeholder once it has loaded. Set on the element
 * rather than through React state: a state change would render the card again
 * for every image that arrives, on the main thread, while the list scrolls.
 */
function showWhenLoaded(image: HTMLImageElement | null) {
  if (image?.complete && image.naturalWidth > 0) image.dataset.loaded = 'true';
}

export function Thumbnail({ image, sizes, eager = false, highPriority = false }: ThumbnailProps) {
  const srcSet = thumbnailSrcSet(image);
  return (
    <span className="thumbnail" style={{ aspectRatio: `${image.width} / ${image.height}` }}>
      <BlurhashCanvas hash={image.blurhash ?? ''} />
      <img
        ref={showWhenLoaded}
        className="thumbnail__image"
        src={image.src}
        srcSet={srcSet || undefined}
        sizes={srcSet ? sizes : undefined}
        width={image.width}
        height={image.height}
        loading={eager || highPriority ? 'eager' : 'lazy'}
        fetchPriority={highPriority ? 'high' : undefined}
        // The first cards' images are preloaded: painted in the frame that shows the card.
        decoding={highPriority ? 'sync' : 'async'}
        alt=""
        onLoad={(event) => showWhenLoaded(event.currentTarget)}
      />
    </span>
  );
}
