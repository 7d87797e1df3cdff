// A thumbnail's `srcset`: every generated variant by its width, so the
// browser picks one for the card's displayed width (`sizes`). The card and
// the build's preload of home's first thumbnails must agree on it, or the
// browser fetches the image twice.
import type { Image } from '@content/image';

export function thumbnailSrcSet(image: Image): string {
  return image.variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ');
}
