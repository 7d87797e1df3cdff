import { site } from '@content/site';
import { useEffect, useRef } from 'react';
import './toast.css';

export interface ToastProps {
  /** The text to show; null shows nothing. Give the toast a new key to show the same text again. */
  message: string | null;
  /** Called when the toast has been shown for durationMs. */
  onHide: () => void;
  durationMs?: number;
}

/** A short message over the page that hides itself; announced politely to screen readers. */
export function Toast({ message, onHide, durationMs = site.timing.toastMs }: ToastProps) {
  const onHideRef = useRef(onHide);
  useEffect(() => {
    onHideRef.current = onHide;
  });
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => onHideRef.current(), durationMs);
    return () => clearTimeout(timer);
  }, [message, durationMs]);

  return (
    <div className="toast-region" role="status" aria-live="polite">
      {message !== null && <div className="toast">{message}</div>}
    </div>
  );
}
