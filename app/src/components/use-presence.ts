import { useEffect, useState } from 'react';

export type PresenceState = 'open' | 'closing' | 'closed';

/**
 * Keeps something mounted for its closing animation: 'open' while open, 'closing'
 * for exitMs after it closes, then 'closed'.
 */
export function usePresence(open: boolean, exitMs: number): PresenceState {
  const [closing, setClosing] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setClosing(!open && exitMs > 0);
  }
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => setClosing(false), exitMs);
    return () => clearTimeout(timer);
  }, [closing, exitMs]);
  if (open) return 'open';
  return closing ? 'closing' : 'closed';
}
