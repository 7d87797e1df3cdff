// A top-bar panel that opens on hover with a mouse, and on a tap, a click or
// Enter/Space on its button for touch and keyboard players; Escape and moving
// focus away close it.
import { useId, useRef, useState, type ReactNode } from 'react';

export interface HoverPanelProps {
  /** The button's accessible name. */
  readonly label: string;
  /** The button's content (an icon, a balance). */
  readonly trigger: ReactNode;
  readonly children: ReactNode;
  readonly className?: string;
}

export function HoverPanel({ label, trigger, children, className }: HoverPanelProps) {
  // 'hover' closes when the mouse leaves; 'pinned' (a click, tap or key) stays until
  // clicked again, Escape or focus leaving. A mouse click after hovering pins the panel.
  const [state, setState] = useState<'closed' | 'hover' | 'pinned'>('closed');
  const open = state !== 'closed';
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
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
      <div id={panelId} className="hover-panel__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
