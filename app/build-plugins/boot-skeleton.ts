// The first paint shows the shell and home's first row, not a bare logo.
// index.html draws the shell's skeleton (top bar with its buttons' places,
// the side menu, the tab bar, the install banner's place) with the styles of
// the start stylesheet it links (styles/global.css, .boot-*); this writes the
// first row's cards into it, each its thumbnail over the average colour of
// its BlurHash, with the places of its name and vendor, read from the module
// home renders its first row from: the first thumbnails paint as soon as they
// arrive, not once the app's code has run. The app replaces the whole
// skeleton at its first render: nothing of it stays to move, so no layout
// shift comes from it.
import { fileURLToPath } from 'node:url';
import { runnerImport, type Alias, type Plugin } from 'vite';

/** A card frame, as src/features/lobby/components/home-rows.ts's bootRowFrames() gives it. */
export interface BootFrame {
  readonly color: string;
  readonly src: string;
  readonly srcset: string;
  readonly sizes: string;
  readonly width: number;
  readonly height: number;
  readonly highPriority: boolean;
}

/** What the build reads from home-rows.ts (its types need the app's aliases). */
interface HomeRows {
  readonly bootRowFrames: () => readonly BootFrame[];
}

/** Resolved when the build runs (under Vitest's jsdom, import.meta.url is not a file URL). */
const homeRows = () =>
  fileURLToPath(new URL('../src/features/lobby/components/home-rows.ts', import.meta.url));

/** Where index.html wants the frames. */
export const bootFramesMarker = '<!-- boot-row-frames -->';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * One card frame: the thumbnail's box in its colour with the thumbnail in it
 * (the same srcset and sizes as the card's and the preload's, so one fetch
 * serves all), then
 * the places of the name and the vendor.
 */
export function bootFrameHtml(frame: BootFrame): string {
  const colour = /^#[0-9a-f]{6}$/.test(frame.color) ? `; background: ${frame.color}` : '';
  const image = [
    `src="${escapeAttribute(frame.src)}"`,
    ...(frame.srcset
      ? [`srcset="${escapeAttribute(frame.srcset)}"`, `sizes="${escapeAttribute(frame.sizes)}"`]
      : []),
    `width="${frame.width}"`,
    `height="${frame.height}"`,
    // The first screen's eager: found by the parser, they are fetched ahead
    // of the app's code, where the inline preloads wait behind it (0.5 s
    // later under Slow 4G). The HTML is every page's, so a cold start on
    // another page fetches these three too; the rest are lazy, and a hidden
    // lazy image is never fetched.
    frame.highPriority ? 'fetchpriority="high"' : 'loading="lazy"',
    'decoding="async"',
    'alt=""',
  ].join(' ');
  return (
    `<span class="boot-card"><span class="boot-card__thumbnail" style="aspect-ratio: ${frame.width} / ${frame.height}${colour}">` +
    `<img class="boot-card__image" ${image}></span>` +
    `<span class="boot-block boot-card__name"></span><span class="boot-block boot-card__vendor"></span></span>`
  );
}

/** The aliases home-rows.ts imports through (the app's `@/` and `@content`). */
export function bootSkeleton(aliases: Alias[]): Plugin {
  return {
    name: 'lobbykit-boot-skeleton',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(bootFramesMarker)) throw new Error(`index.html has no ${bootFramesMarker}`);
        const { module } = await runnerImport<HomeRows>(homeRows(), {
          configFile: false,
          logLevel: 'error',
          resolve: { alias: aliases },
        });
        return html.replace(bootFramesMarker, module.bootRowFrames().map(bootFrameHtml).join(''));
      },
    },
  };
}
