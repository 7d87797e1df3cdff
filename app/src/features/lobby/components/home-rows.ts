// Home's rows: their length and card width, the first row (hot games) and
// the thumbnails of its cards on the first screen. Home renders its rows
// from here, and the build reads the same module
// (build-plugins/preload-home.ts) so index.html starts fetching those
// thumbnails with the app's code instead of after the lobby's chunk has
// rendered: the first card is home's largest contentful paint. It also
// reads the first row's card frames (build-plugins/boot-skeleton.ts), which
// index.html paints before any code has run.
import { games } from '@content/games';
import { blurhashAverageColor } from '@/lib/blurhash/decode-blurhash';
import { thumbnailSrcSet } from '@/components/thumbnail/thumbnail-srcset';

/** Cards in one of home's rows. */
export const rowLength = 12;

/** A row card's displayed width: 150 px from the desktop breakpoint, 120 px below (lobby.css). */
export const rowCardSizes = '(min-width: 800px) 150px, 120px';

/** Cards of a row on a phone's first screen (390 px: three 120 px cards, the third cut). */
export const firstScreenCardCount = 3;

export const hotGames = games.filter((game) => game.hot).slice(0, rowLength);

/** A `<link rel="preload" as="image">` that the card's `<img>` will reuse. */
export interface ThumbnailPreload {
  readonly href: string;
  readonly imageSrcset: string;
  readonly imageSizes: string;
}

export function firstScreenThumbnails(): ThumbnailPreload[] {
  return hotGames.slice(0, firstScreenCardCount).map(({ thumbnail }) => ({
    href: thumbnail.src,
    imageSrcset: thumbnailSrcSet(thumbnail),
    imageSizes: rowCardSizes,
  }));
}

/** A card of the first row as index.html draws it: its thumbnail, over the average colour of its BlurHash. */
export interface BootFrame {
  /** CSS `#rrggbb` from the thumbnail's BlurHash; empty without one. */
  readonly color: string;
  readonly src: string;
  /** As the card's `<img>` has them, so the browser fetches one image for both. */
  readonly srcset: string;
  readonly sizes: string;
  readonly width: number;
  readonly height: number;
  /** The cards of a phone's first screen, fetched first (as the card's `fetchPriority`). */
  readonly highPriority: boolean;
}

/** The first row's cards, every one (a wide screen shows more than a phone's three). */
export function bootRowFrames(): BootFrame[] {
  return hotGames.map(({ thumbnail }, index) => ({
    color: thumbnail.blurhash ? blurhashAverageColor(thumbnail.blurhash) : '',
    src: thumbnail.src,
    srcset: thumbnailSrcSet(thumbnail),
    sizes: rowCardSizes,
    width: thumbnail.width,
    height: thumbnail.height,
    highPriority: index < firstScreenCardCount,
  }));
}
