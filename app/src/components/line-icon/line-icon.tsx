// Line icons drawn inline in currentColor, so they cost no request and take
// the colour of the text around them. Decorative: the control around each
// icon carries the accessible name.
import type { ReactNode } from 'react';

/** A 24x24 stroked icon; `children` are its paths. CSS sizes it through the .icon class. */
export function LineIcon({ children }: { readonly children: ReactNode }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** The circular arrow of the top bar's balance refresh and the Withdrawals page's Refresh. */
export const RefreshIcon = () => (
  <LineIcon>
    <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5" />
  </LineIcon>
);
