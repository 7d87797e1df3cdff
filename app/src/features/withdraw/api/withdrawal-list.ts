// /withdraw/list: one page of the player's withdrawal requests, newest first.
import type { CallData } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';

export type WithdrawalPage = CallData<'/withdraw/list'>;
export type Withdrawal = WithdrawalPage['list'][number];
export type WithdrawalPageSize = WithdrawalPage['pageSize'];

export function loadWithdrawals(page: number, pageSize: WithdrawalPageSize): Promise<WithdrawalPage> {
  return callApi('/withdraw/list', { page, pageSize });
}
