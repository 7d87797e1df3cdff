import { fireEvent, screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { HoverPanel } from './hover-panel';

function renderPanel() {
  const result = renderApp(
    <HoverPanel label="Settings" trigger="⚙">
      <button type="button">inside</button>
    </HoverPanel>,
  );
  return { ...result, button: screen.getByRole('button', { name: 'Settings' }) };
}

describe('hover panel', () => {
  it('opens and closes with the keyboard, Escape returning focus to its button', async () => {
    const { user, button } = renderPanel();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'inside' })).toBeVisible();
    await user.tab();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens on a mouse hover and closes when the mouse leaves', () => {
    const { button } = renderPanel();
    const panel = button.parentElement as HTMLElement;
    fireEvent.pointerEnter(panel, { pointerType: 'mouse' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(panel, { pointerType: 'mouse' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open after a tap (touch sends pointer events before the click)', () => {
    const { button } = renderPanel();
    fireEvent.pointerEnter(button.parentElement as HTMLElement, { pointerType: 'touch' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('stays open when a mouse player clicks after hovering', () => {
    const { button } = renderPanel();
    const panel = button.parentElement as HTMLElement;
    fireEvent.pointerEnter(panel, { pointerType: 'mouse' });
    fireEvent.click(button);
    fireEvent.pointerLeave(panel, { pointerType: 'mouse' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('hands other keys to onKeyDown, whose pin renders the panel at once', async () => {
    const seen: string[] = [];
    const { user } = renderApp(
      <HoverPanel
        label="Menu"
        trigger="≡"
        onKeyDown={(event, { open, pin, panel }) => {
          seen.push(`${event.key} ${String(open)}`);
          if (event.key === 'ArrowDown') {
            pin();
            panel?.querySelector('a')?.focus();
          }
        }}
      >
        <a href="#/one">one</a>
      </HoverPanel>,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'one' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(seen).toEqual(['ArrowDown false']);
  });

  it('closes once a link or button is chosen when it is a menu, and not otherwise', async () => {
    const panel = (closeOnChoose: boolean) =>
      renderApp(
        <HoverPanel label="Menu" trigger="≡" closeOnChoose={closeOnChoose}>
          <button type="button">entry</button>
        </HoverPanel>,
      );
    const menu = panel(true);
    await menu.user.click(screen.getByRole('button', { name: 'Menu' }));
    await menu.user.click(screen.getByRole('button', { name: 'entry' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    menu.unmount();
    const settings = panel(false);
    await settings.user.click(screen.getByRole('button', { name: 'Menu' }));
    await settings.user.click(screen.getByRole('button', { name: 'entry' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});
