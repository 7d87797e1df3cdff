import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderApp } from '@/testing/render-app';
import { stubMatchMedia, viewportWidth } from '@/components/match-media-stub';
import { Drawer } from './drawer';

function DrawerHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Filters">
        <a href="#/">Home</a>
      </Drawer>
    </>
  );
}

beforeEach(() => stubMatchMedia(viewportWidth(1280)));
afterEach(() => vi.unstubAllGlobals());

describe('Drawer', () => {
  it('is a side panel at most 430 px wide', async () => {
    const { user } = renderApp(<DrawerHarness />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = screen.getByRole('dialog', { name: 'Filters' });
    expect(panel.style.maxInlineSize).toBe('430px');
    expect(panel.closest('.popup-layer')).toHaveAttribute('data-mode', 'end');
  });

  it('traps focus, closes on Escape and returns focus', async () => {
    const { user } = renderApp(<DrawerHarness />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const close = screen.getByRole('button', { name: 'Close panel' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });
});
