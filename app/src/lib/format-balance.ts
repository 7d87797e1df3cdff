// SPEC §9: balances are minor units, shown divided by 100 with 2 decimals.
import { site } from '@content/site';

export function formatBalance(minorUnits: number): string {
  const { minorUnitsPerUnit, decimals } = site.balance;
  return (minorUnits / minorUnitsPerUnit).toFixed(decimals);
}
