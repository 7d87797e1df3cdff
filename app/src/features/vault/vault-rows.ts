// The vault page's rows: each currency the player holds in the wallet or the
// vault, the session's own currency first (and always, so a new player can
// see where money would go), then the others in the order the server lists
// them.
import type { VaultInfo } from './api/get-vault-info';

export interface VaultRow {
  readonly currency: string;
  /** Minor units in the vault. */
  readonly vault: number;
  /** Minor units in the wallet. */
  readonly wallet: number;
}

export function vaultRows(info: VaultInfo, ownCurrency: string | null): VaultRow[] {
  const amountIn = (list: VaultInfo['vault'], currency: string) =>
    list.find((entry) => entry.currency === currency)?.amount ?? 0;
  const held = [...info.wallet, ...info.vault]
    .filter((entry) => entry.amount > 0)
    .map((entry) => entry.currency);
  const currencies = [...new Set([...(ownCurrency ? [ownCurrency] : []), ...held])];
  return currencies.map((currency) => ({
    currency,
    vault: amountIn(info.vault, currency),
    wallet: amountIn(info.wallet, currency),
  }));
}
