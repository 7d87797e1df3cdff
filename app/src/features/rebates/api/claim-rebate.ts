// /rebate/claim: credits every currency's accrued rebate at once (409 when
// nothing has accrued). Applied once per idempotency key.
import type { CallData } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';

export type RebateClaim = CallData<'/rebate/claim'>;

export function claimRebate(idempotencyKey: string): Promise<RebateClaim> {
  return callApi('/rebate/claim', { idempotencyKey });
}
