// A player's referral link: <origin><pathname>?ref=<CODE>#/ (the contract's
// /referral/info: the app makes it), home of this site with the code in the
// query, where the register form finds it (lib/referral-link).

/** The link that brings a new player in with `code`. */
export function referralLinkUrl(
  code: string,
  at: Pick<Location, 'origin' | 'pathname'> = window.location,
): string {
  return `${at.origin}${at.pathname}?ref=${encodeURIComponent(code)}#/`;
}
