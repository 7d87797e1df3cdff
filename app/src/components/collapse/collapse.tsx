import { useId, useState, type ReactNode } from 'react';
import './collapse.css';

export interface CollapseProps {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
}

/** A header button that shows and hides its panel. */
export function Collapse({ title, children, defaultOpen = false }: CollapseProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <div className="collapse" data-open={open || undefined}>
      <button
        type="button"
        className="collapse-header"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className="collapse-title">{title}</span>
        <span className="collapse-icon" aria-hidden="true" />
      </button>
      <div id={panelId} role="region" className="collapse-panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
