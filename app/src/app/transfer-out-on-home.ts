// SPEC §4: going home while signed in brings back what a game holds. Only a
// move to home counts: a reload that lands on home keeps a game in progress
// (the top bar offers its recovery).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pageAtPath } from '@/config/paths';
import { transferOut } from '@/lib/api/transfer-out';
import { isSignedIn, useSession } from '@/lib/session-store';

export function useTransferOutOnHome(): void {
  const { pathname } = useLocation();
  const signedIn = isSignedIn(useSession());
  const previous = useRef(pathname);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (signedIn && from !== pathname && pageAtPath(pathname) === 'index') {
      // Its failure is the client's toast; the player is home either way.
      void transferOut().catch(() => undefined);
    }
  }, [pathname, signedIn]);
}
