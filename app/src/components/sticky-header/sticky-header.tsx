import type { ReactNode } from 'react';
import './sticky-header.css';

export interface StickyHeaderProps {
  children: ReactNode;
  /** Distance from the top of the scroll container, in px (e.g. under the top bar). */
  offset?: number;
}

/** A header that stays pinned at the top of its scroll container. */
export function StickyHeader({ children, offset = 0 }: StickyHeaderProps) {
  return (
    <div className="sticky-header" style={{ insetBlockStart: offset }}>
      {children}
    </div>
  );
}
