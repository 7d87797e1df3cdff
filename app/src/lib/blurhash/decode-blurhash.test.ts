import { describe, expect, it } from 'vitest';
// The reference implementation (a devDependency: the app's tests need only its own package.json).
import { decode as referenceDecode } from 'blurhash';
import { BlurhashError, blurhashAverageColor, decodeBlurhash } from './decode-blurhash';

const vectors = [
  'LMAe~JaJD%r2HVX6rrnmqvnlbrX*',
  'LGHedwUX00O:DOVt%NRQ00Dj?crx',
  'LM74-Ty=O}V}YXsEnXR}L}TVXRi~',
  'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
  'KJG8_@Dgx]_4V?xuyE%NRj',
];

describe('decodeBlurhash', () => {
  it.each(vectors)('matches the reference decoder pixel for pixel for %s at 24x32', (hash) => {
    const ours = decodeBlurhash(hash, 24, 32);
    expect(ours).toHaveLength(24 * 32 * 4);
    expect(Array.from(ours)).toEqual(Array.from(referenceDecode(hash, 24, 32)));
  });

  it('keeps golden corner pixels of a catalogue hash (computed once with blurhash 2.0.5)', () => {
    const pixels = decodeBlurhash('LMAe~JaJD%r2HVX6rrnmqvnlbrX*', 24, 32);
    const bottomRight = (31 * 24 + 23) * 4;
    expect(Array.from(pixels.slice(0, 4))).toEqual([43, 130, 119, 255]);
    expect(Array.from(pixels.slice(bottomRight, bottomRight + 4))).toEqual([85, 70, 22, 255]);
  });

  it('refuses a hash that is too short', () => {
    expect(() => decodeBlurhash('LMA', 24, 32)).toThrow(BlurhashError);
  });

  it('refuses a hash whose length disagrees with its component count', () => {
    expect(() => decodeBlurhash('LMAe~JaJD%r2HVX6rrnmqvnlbrX', 24, 32)).toThrow(
      /4x3 BlurHash has 28 characters, got 27/,
    );
  });

  it('refuses a character outside base83', () => {
    expect(() => decodeBlurhash('LMAe~JaJD%r2HVX6rrnmqvnlbr"*', 24, 32)).toThrow(/not a base83 digit/);
  });
});

describe('blurhashAverageColor', () => {
  it('reads the DC colour as the reference decoder does', () => {
    // The reference's 1x1 decode is the DC colour alone only for a 1x1 hash: compare with one.
    expect(blurhashAverageColor('00LNm_')).toBe(
      '#' +
        Array.from(referenceDecode('00LNm_', 1, 1).slice(0, 3), (c) => c.toString(16).padStart(2, '0')).join(
          '',
        ),
    );
    expect(blurhashAverageColor('LMAe~JaJD%r2HVX6rrnmqvnlbrX*')).toBe('#5b8e7f');
  });

  it('refuses a hash without its DC colour', () => {
    expect(() => blurhashAverageColor('LMA')).toThrow(BlurhashError);
  });
});
