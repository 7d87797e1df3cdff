// The addresses of the withdrawal flow. The bind flow is a popup of the
// Withdrawals page kept in its address (?bind=1, &region=JP once a region is
// chosen), so choose-location can send the player back into it; ?withdraw=1
// opens the withdraw popup as the page's Withdraw button does (for the side
// menu's Withdraw entry).
import { pagePath } from '@/config/paths';

export const withdrawParams = { bind: 'bind', region: 'region', withdraw: 'withdraw' } as const;

/** The Withdrawals page with the bind popup open, for `region` if given (else the player's own). */
export function bindFlowPath(region?: string): string {
  const query = new URLSearchParams({ [withdrawParams.bind]: '1' });
  if (region) query.set(withdrawParams.region, region);
  return `${pagePath('Withdrawals')}?${query.toString()}`;
}

/** choose-location, with the region the bind flow shows now. */
export function chooseLocationPath(region?: string): string {
  const query = region ? `?${new URLSearchParams({ [withdrawParams.region]: region }).toString()}` : '';
  return `${pagePath('choose-location')}${query}`;
}
