// /rebate/info: the player's VIP level, its rebate rate per category (basis
// points of the stake), and what the real stakes since the last claim accrued.
import type { CallData } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';

export type RebateInfo = CallData<'/rebate/info'>;

export function getRebateInfo(): Promise<RebateInfo> {
  return callApi('/rebate/info');
}
