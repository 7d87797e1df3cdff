// /vault/info: the vault's balances beside the wallet's, a list per currency.
import type { CallData } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';

export type VaultInfo = CallData<'/vault/info'>;

export function getVaultInfo(): Promise<VaultInfo> {
  return callApi('/vault/info');
}
