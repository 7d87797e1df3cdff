// The first paint shows the shell and home's first row, not a bare logo.
// index.html draws the shell's skeleton (top bar with its buttons' places,
// the side menu, the tab bar, the install banner's place) with the styles of
// the start stylesheet it links (styles/global.css, .boot-*); this writes the
// first row's card frames into it, each with its thumbnail's box and the
// average colour of its BlurHash, read from the module home renders its first
// row from. The app replaces the whole skeleton at its first render: nothing
// of it stays to move, so no layout shift comes from it.
import { fileURLToPath } from 'node:url';
import { runnerImport, type Alias, type Plugin } from 'vite';

/** What the build reads from src/features/lobby/components/home-rows.ts. */
interface HomeRows {
  readonly bootRowFrames: () => ReadonlyArray<{
    readonly color: string;
    readonly width: number;
    readonly height: number;
  }>;
}

const homeRows = fileURLToPath(new URL('../src/features/lobby/components/home-rows.ts', import.meta.url));

/** Where index.html wants the frames. */
export const bootFramesMarker = '<!-- boot-row-frames -->';

/** One card frame: the thumbnail's box in its colour, then the places of the name and the vendor. */
export function bootFrameHtml({
  color,
  width,
  height,
}: {
  color: string;
  width: number;
  height: number;
}): string {
  const style =
    `aspect-ratio: ${width} / ${height}` + (/^#[0-9a-f]{6}$/.test(color) ? `; background: ${color}` : '');
  return (
    `<span class="boot-card"><span class="boot-card__thumbnail" style="${style}"></span>` +
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
        const { module } = await runnerImport<HomeRows>(homeRows, {
          configFile: false,
          logLevel: 'error',
          resolve: { alias: aliases },
        });
        return html.replace(bootFramesMarker, module.bootRowFrames().map(bootFrameHtml).join(''));
      },
    },
  };
}
