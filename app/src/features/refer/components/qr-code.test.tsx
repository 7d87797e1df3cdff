import { render, screen } from '@testing-library/react';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QrCode, qrDrawing } from './qr-code';

/** The dark modules a path draws, as "column,row" of the code (the quiet zone taken off). */
function darkModules(path: string): Set<string> {
  return new Set(
    [...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${Number(x) - 4},${Number(y) - 4}`),
  );
}

describe('qrDrawing', () => {
  const link = 'https://play.example/?ref=DEMO0001#/';

  it('draws exactly the library’s dark modules, inside a quiet zone of 4', () => {
    const { modules } = create(link, { errorCorrectionLevel: 'M' });
    const drawing = qrDrawing(link);
    expect(drawing.size).toBe(modules.size + 8);
    const drawn = darkModules(drawing.path);
    let dark = 0;
    for (let row = 0; row < modules.size; row += 1)
      for (let column = 0; column < modules.size; column += 1)
        if (modules.get(row, column)) {
          dark += 1;
          expect(drawn.has(`${column},${row}`)).toBe(true);
        }
    expect(drawn.size).toBe(dark);
  });

  it('has the three finder patterns a camera looks for', () => {
    const { size, path } = qrDrawing(link);
    const drawn = darkModules(path);
    const last = size - 8 - 1;
    // Each finder's outer ring and centre are dark, the ring between them light.
    for (const [x, y] of [
      [0, 0],
      [last - 6, 0],
      [0, last - 6],
    ] as const) {
      expect(drawn.has(`${x},${y}`)).toBe(true);
      expect(drawn.has(`${x + 6},${y + 6}`)).toBe(true);
      expect(drawn.has(`${x + 3},${y + 3}`)).toBe(true);
      expect(drawn.has(`${x + 1},${y + 1}`)).toBe(false);
    }
  });

  it('changes with the text', () => {
    expect(qrDrawing(link).path).not.toBe(qrDrawing('https://play.example/?ref=DEMO0002#/').path);
  });
});

describe('QrCode', () => {
  it('is one labelled image', () => {
    render(<QrCode text="https://play.example/?ref=DEMO0001#/" label="QR code of your referral link" />);
    const image = screen.getByRole('img', { name: 'QR code of your referral link' });
    expect(image.tagName).toBe('svg');
    expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
  });
});
