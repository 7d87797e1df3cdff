// The keys of a hover panel that is a menu of links and buttons (the avatar
// menu): ArrowDown opens it at its first entry and ArrowUp at its last; once
// open, the arrows move between its entries (wrapping round), Home and End go
// to the first and the last. Its own module: only a menu's chunk carries it.
import type { KeyboardEvent } from 'react';
import type { HoverPanelControls } from './hover-panel';

const moves: Readonly<Record<string, (at: number, count: number) => number>> = {
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowUp: (at, count) => (at < 0 ? count - 1 : (at - 1 + count) % count),
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function moveThroughMenu(event: KeyboardEvent, { open, pin, panel }: HoverPanelControls): void {
  const move = moves[event.key];
  if (!move) return;
  if (!open && event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  event.preventDefault();
  if (!open) pin();
  const entries = [...(panel?.querySelectorAll<HTMLElement>('a[href], button') ?? [])];
  if (entries.length === 0) return;
  const at = entries.findIndex((entry) => entry === document.activeElement);
  entries[move(at, entries.length)]?.focus();
}
