import { describe, expect, it } from 'vitest';
import { bootFrameHtml, type BootFrame } from './boot-skeleton.ts';

const frame: BootFrame = {
  color: '#5b8e7f',
  src: 'media/games/a.180x240.webp',
  srcset: 'media/games/a.180x240.webp 180w, media/games/a.360x480.webp 360w',
  sizes: '(min-width: 800px) 150px, 120px',
  width: 180,
  height: 240,
  highPriority: true,
};

describe('bootFrameHtml', () => {
  it('draws the thumbnail over its colour, fetched at once and first on the first screen', () => {
    expect(bootFrameHtml(frame)).toBe(
      '<span class="boot-card"><span class="boot-card__thumbnail" style="aspect-ratio: 180 / 240; background: #5b8e7f">' +
        '<img class="boot-card__image" src="media/games/a.180x240.webp" ' +
        'srcset="media/games/a.180x240.webp 180w, media/games/a.360x480.webp 360w" ' +
        'sizes="(min-width: 800px) 150px, 120px" width="180" height="240" fetchpriority="high" decoding="async" alt=""></span>' +
        '<span class="boot-block boot-card__name"></span><span class="boot-block boot-card__vendor"></span></span>',
    );
  });

  it('loads a card beyond the first screen lazily', () => {
    const html = bootFrameHtml({ ...frame, highPriority: false });
    expect(html).toContain(' loading="lazy" ');
    expect(html).not.toContain('fetchpriority');
  });

  it('writes no colour it does not know and escapes what goes into attributes', () => {
    const html = bootFrameHtml({ ...frame, color: '', src: 'media/a "b" & <c>.webp', srcset: '' });
    expect(html).toContain('style="aspect-ratio: 180 / 240"');
    expect(html).toContain('src="media/a &quot;b&quot; &amp; &lt;c>.webp"');
    expect(html).not.toContain('srcset=');
    expect(html).not.toContain('sizes=');
  });
});
