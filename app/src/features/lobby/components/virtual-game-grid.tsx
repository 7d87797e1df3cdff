// A full list of games (a category, a vendor, search results: up to 10,000)
// as a grid where only the rows near the viewport exist in the page; the
// window scrolls, so the list keeps the page's own scroll bar.
import type { Game } from '@content/games';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { GameCard } from './game-card';
import { gridGap, gridLayout } from './grid-layout';
import { useElementWidth } from './use-element-width';

export interface VirtualGameGridProps {
  readonly games: readonly Game[];
  readonly label: string;
}

export function VirtualGameGrid({ games, label }: VirtualGameGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(listRef, 360);
  const layout = gridLayout(width, games.length);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const element = listRef.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, [width]);
  const virtualizer = useWindowVirtualizer({
    count: layout.rowCount,
    estimateSize: () => layout.rowHeight,
    overscan: 2,
    scrollMargin,
    // Rows arriving while scrolling render in their own task, not inside the
    // scroll event's frame (flushSync): the frame paints on time, and the
    // two rows of overscan cover the one frame they may lag.
    useFlushSync: false,
  });
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, layout.rowHeight, layout.columns]);
  const sizes = `${Math.round(layout.cardWidth)}px`;

  return (
    <div
      ref={listRef}
      className="game-grid"
      role="list"
      aria-label={label}
      style={{ blockSize: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          role="none"
          className="game-grid__row"
          style={{
            blockSize: layout.rowHeight - gridGap,
            transform: `translateY(${row.start - scrollMargin}px)`,
            gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
          }}
        >
          {games.slice(row.index * layout.columns, (row.index + 1) * layout.columns).map((game) => (
            <div key={game.id} role="listitem" className="game-grid__item">
              <GameCard game={game} sizes={sizes} eager={row.index < 2} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
