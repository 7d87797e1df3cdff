// How a full game list is cut into rows: as many columns of at least the
// minimum card width as fit, every row the same height (the card's 3:4
// thumbnail plus a two-line caption), so the virtualiser knows where each row is.
export interface GridLayout {
  readonly columns: number;
  readonly cardWidth: number;
  readonly rowHeight: number;
  readonly rowCount: number;
}

export const gridGap = 12;
export const gridCaptionHeight = 44;
/** Three cards across a phone; larger cards where there is room. */
function minimumCardWidth(width: number): number {
  return width >= 600 ? 150 : 100;
}

export function gridLayout(width: number, gameCount: number): GridLayout {
  const columns = Math.max(2, Math.floor((width + gridGap) / (minimumCardWidth(width) + gridGap)));
  const cardWidth = (width - gridGap * (columns - 1)) / columns;
  return {
    columns,
    cardWidth,
    rowHeight: Math.ceil((cardWidth * 4) / 3 + gridCaptionHeight + gridGap),
    rowCount: Math.ceil(gameCount / columns),
  };
}
