// A top-bar panel that opens on hover with a mouse, and on a tap, a click or
// Enter/Space on its button for touch and keyboard players; Escape and moving
// focus away close it. A panel that is a menu (the avatar menu) adds its own
// keys through onKeyDown (menu-keys.ts: arrows move between its entries) and
// closes once one of its links or buttons is chosen. A panel whose content
// costs something to show (the bell's mail, asked from the server) passes a
// function of whether it is open, and shows nothing while closed.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

/** What a panel's own keys may do: see whether it is open, open it (at once), reach its content. */
export interface HoverPanelControls {
  readonly open: boolean;
  /** Opens the panel and renders it before returning, so its content can take focus. */
  readonly pin: () => void;
  readonly panel: HTMLElement | null;
}

export interface HoverPanelProps {
  /** The button's accessible name. */
  readonly label: string;
  /** The button's content (an icon, a balance). */
  readonly trigger: ReactNode;
  readonly children: ReactNode | ((open: boolean) => ReactNode);
  readonly className?: string;
  /** Keys other than Escape, on the button or in the panel. */
  readonly onKeyDown?: (event: KeyboardEvent<HTMLDivElement>, controls: HoverPanelControls) => void;
  /** A menu: choosing one of its links or buttons closes the panel. */
  readonly closeOnChoose?: boolean;
}

export function HoverPanel({
  label,
  trigger,
  children,
  className,
  onKeyDown,
  closeOnChoose,
}: HoverPanelProps) {
  // 'hover' closes when the mouse leaves; 'pinned' (a click, tap or key) stays until
  // clicked again, Escape or focus leaving. A mouse click after hovering pins the panel.
  const [state, setState] = useState<'closed' | 'hover' | 'pinned'>('closed');
  const open = state !== 'closed';
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
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
        } else {
          onKeyDown?.(event, {
            open,
            pin: () => flushSync(() => setState('pinned')),
            panel: panelRef.current,
          });
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
          if (closeOnChoose && event.target instanceof Element && event.target.closest('a, button')) {
            setState('closed');
          }
        }}
      >
        {typeof children === 'function' ? children(open) : children}
      </div>
    </div>
  );
}
