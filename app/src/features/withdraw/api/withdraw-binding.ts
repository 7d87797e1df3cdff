// /withdraw/bind/query: a region's bank list (the given region, else the
// player's own), every region with a bank list, the player's bound accounts
// and whether they have set a fund password. The Withdraw button asks it
// before the withdraw popup opens, so the popup knows what to ask first.
import type { CallData } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';

export type WithdrawBinding = CallData<'/withdraw/bind/query'>;
export type Bank = WithdrawBinding['banks'][number];
export type BoundAccount = WithdrawBinding['accounts'][number];
export type BankRegion = WithdrawBinding['regions'][number];

export function queryWithdrawBinding(region?: string): Promise<WithdrawBinding> {
  return callApi('/withdraw/bind/query', region ? { region } : {});
}
