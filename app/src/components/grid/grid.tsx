import { site } from '@content/site';
import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import { useMediaQuery } from '@/components/use-media-query';
import { gridBreakpointQueries, spanAt, type GridBreakpoint, type ResponsiveSpans } from './grid-breakpoints';
import './grid.css';

const BreakpointContext = createContext<GridBreakpoint>('xs');

function useGridBreakpoint(): GridBreakpoint {
  const sm = useMediaQuery(gridBreakpointQueries.sm);
  const md = useMediaQuery(gridBreakpointQueries.md);
  const lg = useMediaQuery(gridBreakpointQueries.lg);
  const xl = useMediaQuery(gridBreakpointQueries.xl);
  if (xl) return 'xl';
  if (lg) return 'lg';
  if (md) return 'md';
  return sm ? 'sm' : 'xs';
}

/** A row of the 24-column grid. `gap` is in px. */
export function Row({ children, gap = 0 }: { children: ReactNode; gap?: number }) {
  const breakpoint = useGridBreakpoint();
  const style = { '--grid-columns': site.layout.gridColumns, gap } as CSSProperties;
  return (
    <BreakpointContext value={breakpoint}>
      <div className="grid-row" data-breakpoint={breakpoint} style={style}>
        {children}
      </div>
    </BreakpointContext>
  );
}

export interface ColProps extends ResponsiveSpans {
  /** Columns out of 24 at every width, unless a breakpoint's own span says otherwise. */
  span?: number;
  children?: ReactNode;
}

/** A column spanning some of the row's 24 columns; 0 hides it. */
export function Col({ span = site.layout.gridColumns, children, ...spans }: ColProps) {
  const columns = spanAt(useContext(BreakpointContext), span, spans);
  if (columns === 0) return null;
  return (
    <div className="grid-col" data-span={columns} style={{ gridColumn: `span ${columns}` }}>
      {children}
    </div>
  );
}
