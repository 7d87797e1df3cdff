import { site } from '@content/site';
import { useId, useRef, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@/components/use-focus-trap';
import { useMediaQuery, usePrefersReducedMotion } from '@/components/use-media-query';
import { useMessage } from '@/components/use-message';
import { usePresence } from '@/components/use-presence';
import './popup.css';

/**
 * Where the panel sits: 'auto' centres it from the desktop breakpoint (800 px or more,
 * the layout's rule) and makes it a bottom sheet below; 'end' is a side panel (drawer).
 */
export type PopupPlacement = 'auto' | 'centre' | 'bottom' | 'end';

export interface PopupProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click outside the panel. */
  onClose: () => void;
  /** The dialog's visible heading and accessible name. */
  title: ReactNode;
  children: ReactNode;
  placement?: PopupPlacement;
  /** Accessible name of the close (X) button; the popup's translated "Close" by default. */
  closeLabel?: string;
  /** Hides the close button (e.g. a modal that must be answered with its own buttons). */
  hideCloseButton?: boolean;
  /** A click on the overlay closes unless this is false. */
  closeOnOverlay?: boolean;
  /** Footer under the body (a modal's buttons). */
  footer?: ReactNode;
  /** Marks the panel busy (a pending asynchronous action). */
  busy?: boolean;
  className?: string;
  panelStyle?: CSSProperties;
}

/** An accessible dialog over the page: focus trapped, Escape closes, focus returns on close. */
export function Popup({
  open,
  onClose,
  title,
  children,
  placement = 'auto',
  closeLabel,
  hideCloseButton = false,
  closeOnOverlay = true,
  footer,
  busy = false,
  className,
  panelStyle,
}: PopupProps) {
  const t = useMessage();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const animationMs = reducedMotion ? 0 : site.timing.popupAnimationMs;
  const presence = usePresence(open, animationMs);
  const wide = useMediaQuery(`(min-width: ${site.layout.desktopBreakpoint}px)`);
  const mode = placement === 'auto' ? (wide ? 'centre' : 'bottom') : placement;
  useFocusTrap(panelRef, open, onClose);

  // The second click of a double click that opened the popup lands on its
  // overlay; only a click of its own closes it.
  const closeOnSingleClick = (event: MouseEvent) => {
    if (event.detail <= 1) onClose();
  };

  if (presence === 'closed') return null;
  const layerStyle = { '--popup-animation-ms': `${animationMs}ms` } as CSSProperties;
  return createPortal(
    <div className="popup-layer" data-mode={mode} data-state={presence} style={layerStyle}>
      <div
        className="popup-overlay"
        aria-hidden="true"
        onClick={closeOnOverlay && open ? closeOnSingleClick : undefined}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
        tabIndex={-1}
        className={className ? `popup-panel ${className}` : 'popup-panel'}
        style={panelStyle}
      >
        <header className="popup-header">
          <h2 id={titleId} className="popup-title">
            {title}
          </h2>
          {!hideCloseButton && (
            <button
              type="button"
              className="popup-close"
              aria-label={closeLabel ?? t('widgets.popup.close')}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </header>
        <div className="popup-body">{children}</div>
        {footer && <footer className="popup-footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
