import { site } from '@content/site';

/**
 * The grid's breakpoints (SPEC §2): xs up to 767 px, sm from 768, md from 992, lg from 1200,
 * xl from 1920. They are not the layout's 800 px desktop breakpoint; do not mix the two.
 */
export const gridBreakpointNames = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type GridBreakpoint = (typeof gridBreakpointNames)[number];

const [xsMax, smMin, mdMin, lgMin, xlMin] = site.layout.gridBreakpoints;

/** The media query under which each breakpoint applies. */
export const gridBreakpointQueries: Record<GridBreakpoint, string> = {
  xs: `(max-width: ${xsMax}px)`,
  sm: `(min-width: ${smMin}px)`,
  md: `(min-width: ${mdMin}px)`,
  lg: `(min-width: ${lgMin}px)`,
  xl: `(min-width: ${xlMin}px)`,
};

export type ResponsiveSpans = Partial<Record<GridBreakpoint, number>>;

/**
 * The span a column takes at a breakpoint: the span set for it or the nearest smaller
 * breakpoint (mobile first), else the base span.
 */
export function spanAt(breakpoint: GridBreakpoint, base: number, spans: ResponsiveSpans): number {
  const upTo = gridBreakpointNames.slice(0, gridBreakpointNames.indexOf(breakpoint) + 1);
  const set = upTo.map((name) => spans[name]).filter((span) => span !== undefined);
  const span = set.at(-1) ?? base;
  if (!Number.isInteger(span) || span < 0 || span > site.layout.gridColumns) {
    throw new RangeError(`a grid span is a whole number from 0 to ${site.layout.gridColumns}, got ${span}`);
  }
  return span;
}
