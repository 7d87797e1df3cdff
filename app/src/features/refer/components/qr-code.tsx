// A QR code drawn as one SVG path from the `qrcode` library's module matrix
// (no canvas, no markup string): dark modules on white with the standard
// four-module quiet zone, whatever the theme, so any camera reads it.
import { create } from 'qrcode';
import { useMemo } from 'react';

const quietZone = 4;

export interface QrDrawing {
  /** Modules across, the quiet zone included. */
  readonly size: number;
  /** One unit square per dark module. */
  readonly path: string;
}

/** The code of `text` at error correction level M (15% of it may be damaged or covered). */
export function qrDrawing(text: string): QrDrawing {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) path += `M${column + quietZone} ${row + quietZone}h1v1h-1z`;
    }
  }
  return { size: modules.size + 2 * quietZone, path };
}

export function QrCode({ text, label }: { readonly text: string; readonly label: string }) {
  const { size, path } = useMemo(() => qrDrawing(text), [text]);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
