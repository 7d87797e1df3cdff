import { describe, expect, it } from 'vitest';
import { gridCaptionHeight, gridGap, gridLayout } from './grid-layout';

describe('gridLayout', () => {
  it('fits three columns on a 390 px phone and gives every row the same height', () => {
    const layout = gridLayout(358, 10_000);
    expect(layout.columns).toBe(3);
    expect(layout.cardWidth).toBeCloseTo((358 - 2 * gridGap) / 3);
    expect(layout.rowHeight).toBe(Math.ceil((layout.cardWidth * 4) / 3 + gridCaptionHeight + gridGap));
    expect(layout.rowCount).toBe(3334);
  });

  it('uses more columns on a wide screen and never fewer than two', () => {
    expect(gridLayout(1000, 16).columns).toBe(6);
    expect(gridLayout(180, 16).columns).toBe(2);
  });
});
