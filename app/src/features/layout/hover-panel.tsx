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
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <div
      className={className ? `hover-panel ${className}` : 'hover-panel'}
      // Only a real mouse hovers: a tap also sends pointer events, then the click toggles.
      onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
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
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {trigger}
      </button>
      <div id={panelId} className="hover-panel__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
