import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { StickyHeader } from './sticky-header';

describe('StickyHeader', () => {
  it('pins at the given distance from the top of its scroll container', () => {
    renderApp(<StickyHeader offset={60}>Recent games</StickyHeader>);
    expect(screen.getByText('Recent games').style.insetBlockStart).toBe('60px');
  });
});
