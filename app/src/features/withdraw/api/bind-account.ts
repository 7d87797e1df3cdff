// /withdraw/bind: binds a bank account or wallet (fields checked by
// bind-rules.ts first); answers every bound account.
import { callApi } from '@/lib/api-client';
import type { BoundAccount } from './withdraw-binding';

export interface AccountToBind {
  readonly region: string;
  readonly bankCode: string;
  readonly accountNumber: string;
  readonly holderName: string;
}

export async function bindAccount(account: AccountToBind): Promise<readonly BoundAccount[]> {
  return (await callApi('/withdraw/bind', { ...account })).accounts;
}
