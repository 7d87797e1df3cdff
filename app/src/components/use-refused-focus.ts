// The one form pattern's last step: once a refused form has rendered its
// errors (each field aria-invalid, its message tied by aria-describedby), the
// first refused field takes the focus, so a keyboard or screen-reader player
// lands on what to fix and hears why.
import { useEffect, useRef, useState } from 'react';

const controls =
  'input:not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)';

/** Give `formRef` to the form; call `focusFirstRefused` after setting its errors. */
export function useRefusedFocus<Form extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<Form>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked === 0) return;
    const refused = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A group marked as a whole (a radio group) gives the focus to its first control.
    const target = refused?.matches(controls) ? refused : refused?.querySelector<HTMLElement>(controls);
    target?.focus();
  }, [asked]);
  return { formRef, focusFirstRefused: () => setAsked((times) => times + 1) };
}
