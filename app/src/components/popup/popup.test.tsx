import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderApp } from '@/testing/render-app';
import { stubMatchMedia, viewportWidth } from '@/components/match-media-stub';
import { Popup, type PopupPlacement } from './popup';

function PopupHarness({ placement }: { placement?: PopupPlacement }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Popup open={open} onClose={() => setOpen(false)} title="Sign in" {...(placement && { placement })}>
        <label>
          Account <input />
        </label>
        <button type="button">Submit</button>
      </Popup>
    </>
  );
}

function layerOf(dialog: HTMLElement): HTMLElement {
  const layer = dialog.closest<HTMLElement>('.popup-layer');
  if (!layer) throw new Error('dialog outside its layer');
  return layer;
}

// A 1024 px window that has not asked for reduced motion.
beforeEach(() => stubMatchMedia(viewportWidth(1024)));
afterEach(() => vi.unstubAllGlobals());

describe('Popup', () => {
  it('opens as a labelled modal dialog with focus inside', async () => {
    const { user } = renderApp(<PopupHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = renderApp(<PopupHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Account' })).toHaveFocus();
    await user.tab();
    expect(submit).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user } = renderApp(<PopupHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Open' })).toHaveFocus();
    // It stays for its 200 ms closing animation, then leaves.
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes from its translated close button and from the overlay', async () => {
    const { user } = renderApp(<PopupHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(layerOf(screen.getByRole('dialog', { hidden: true }))).toHaveAttribute('data-state', 'closing');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open' }));
    const overlay = layerOf(screen.getByRole('dialog')).querySelector('.popup-overlay');
    await user.click(overlay as Element);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open when the second click of the double click that opened it lands on the overlay', async () => {
    const { user } = renderApp(<PopupHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const overlay = layerOf(screen.getByRole('dialog')).querySelector('.popup-overlay') as Element;
    fireEvent.click(overlay, { detail: 2 });
    expect(layerOf(screen.getByRole('dialog'))).toHaveAttribute('data-state', 'open');
    fireEvent.click(overlay, { detail: 1 });
    expect(layerOf(screen.getByRole('dialog', { hidden: true }))).toHaveAttribute('data-state', 'closing');
  });

  it('is centred from 800 px wide and a bottom sheet below', async () => {
    stubMatchMedia(viewportWidth(800));
    const wide = renderApp(<PopupHarness />);
    await wide.user.click(screen.getByRole('button', { name: 'Open' }));
    expect(layerOf(screen.getByRole('dialog'))).toHaveAttribute('data-mode', 'centre');
    wide.unmount();

    stubMatchMedia(viewportWidth(799));
    const narrow = renderApp(<PopupHarness />);
    await narrow.user.click(screen.getByRole('button', { name: 'Open' }));
    expect(layerOf(screen.getByRole('dialog'))).toHaveAttribute('data-mode', 'bottom');
  });

  it('animates for 200 ms, and not at all with reduced motion', async () => {
    const animated = renderApp(<PopupHarness />);
    await animated.user.click(screen.getByRole('button', { name: 'Open' }));
    expect(layerOf(screen.getByRole('dialog')).style.getPropertyValue('--popup-animation-ms')).toBe('200ms');
    animated.unmount();

    stubMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    const still = renderApp(<PopupHarness />);
    await still.user.click(screen.getByRole('button', { name: 'Open' }));
    expect(layerOf(screen.getByRole('dialog')).style.getPropertyValue('--popup-animation-ms')).toBe('0ms');
    await still.user.keyboard('{Escape}');
    // No closing animation to wait for: gone at once.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
