// A top-bar panel that opens on hover with a mouse, and on a tap, a click or
// Enter/Space on its button for touch and keyboard players; Escape and moving
// focus away close it. A panel that is a menu of links and buttons (the
// avatar menu) also opens on ArrowDown at its first item (ArrowUp: its last),
// moves between its items with the arrows, Home and End, and closes once one
// is chosen.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface HoverPanelProps {
  /** The button's accessible name. */
  readonly label: string;
  /** The button's content (an icon, a balance). */
  readonly trigger: ReactNode;
  readonly children: ReactNode;
  readonly className?: string;
  /** A menu of links and buttons: arrow keys move between them, choosing one closes the panel. */
  readonly menu?: boolean;
}

const moves: Record<string, (at: number, count: number) => number> = {
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowUp: (at, count) => (at < 0 ? count - 1 : (at - 1 + count) % count),
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function HoverPanel({ label, trigger, children, className, menu = false }: HoverPanelProps) {
  // 'hover' closes when the mouse leaves; 'pinned' (a click, tap or key) stays until
  // clicked again, Escape or focus leaving. A mouse click after hovering pins the panel.
  const [state, setState] = useState<'closed' | 'hover' | 'pinned'>('closed');
  const open = state !== 'closed';
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // The key that opened a menu, to move focus once the panel shows.
  const openingKey = useRef<string | null>(null);
  const items = () => [...(panelRef.current?.querySelectorAll<HTMLElement>('a[href], button') ?? [])];
  const moveFocus = (key: string) => {
    const list = items();
    const move = moves[key];
    if (move && list.length > 0)
      list[move(list.indexOf(document.activeElement as HTMLElement), list.length)]?.focus();
  };
  useEffect(() => {
    if (!open || !openingKey.current) return;
    moveFocus(openingKey.current);
    openingKey.current = null;
  });
  return (
    <div
      className={className ? `hover-panel ${className}` : 'hover-panel'}
      // Only a real mouse hovers: a tap also sends pointer events before its click.
      onPointerEnter={(event) => event.pointerType === 'mouse' && state === 'closed' && setState('hover')}
      onPointerLeave={(event) => event.pointerType === 'mouse' && state === 'hover' && setState('closed')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setState('closed');
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setState('closed');
          buttonRef.current?.focus();
        } else if (menu && event.key in moves) {
          event.preventDefault();
          if (open) moveFocus(event.key);
          else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            openingKey.current = event.key;
            setState('pinned');
          }
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="top-bar__icon-button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setState(state === 'pinned' ? 'closed' : 'pinned')}
      >
        {trigger}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className="hover-panel__panel"
        hidden={!open}
        onClick={(event) => {
          if (menu && event.target instanceof Element && event.target.closest('a, button'))
            setState('closed');
        }}
      >
        {children}
      </div>
    </div>
  );
}
