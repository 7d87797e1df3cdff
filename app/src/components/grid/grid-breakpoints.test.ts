import { gridBreakpointQueries, spanAt } from './grid-breakpoints';

describe('grid breakpoints', () => {
  it('are 767 (xs up to), 768, 992, 1200 and 1920', () => {
    expect(gridBreakpointQueries).toEqual({
      xs: '(max-width: 767px)',
      sm: '(min-width: 768px)',
      md: '(min-width: 992px)',
      lg: '(min-width: 1200px)',
      xl: '(min-width: 1920px)',
    });
  });

  it('take the nearest span set at or below the breakpoint, else the base', () => {
    const spans = { sm: 12, lg: 6 };
    expect(spanAt('xs', 24, spans)).toBe(24);
    expect(spanAt('sm', 24, spans)).toBe(12);
    expect(spanAt('md', 24, spans)).toBe(12);
    expect(spanAt('lg', 24, spans)).toBe(6);
    expect(spanAt('xl', 24, spans)).toBe(6);
  });

  it('refuse a span outside 0 to 24', () => {
    expect(() => spanAt('xs', 25, {})).toThrow('a grid span is a whole number from 0 to 24, got 25');
    expect(() => spanAt('md', 8, { md: 1.5 })).toThrow('got 1.5');
  });
});
