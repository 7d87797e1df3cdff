// /wallet/withdraw: moves the amount from the wallet to the player's pending
// withdrawal towards a bound account, with the fund password. Refusals the
// form shows on a field: 403 (wrong or no fund password), 402 (balance too low).
import type { CallBody, CallData } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';

export type WithdrawalRequest = CallBody<'/wallet/withdraw'>;
export type PendingWithdrawal = CallData<'/wallet/withdraw'>;

export function requestWithdrawal(request: WithdrawalRequest): Promise<PendingWithdrawal> {
  return callApi('/wallet/withdraw', request);
}
