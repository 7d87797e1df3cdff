// Mounts its lazily loaded children once `asked` has been true, and keeps them
// (their closing animation, their state): a popup's chunk is fetched the
// first time it is asked for, not with the page.
import { Suspense, useState, type ReactNode } from 'react';

export function MountWhenAsked({ asked, children }: { asked: boolean; children: ReactNode }) {
  const [needed, setNeeded] = useState(asked);
  if (asked && !needed) setNeeded(true);
  return needed ? <Suspense fallback={null}>{children}</Suspense> : null;
}
