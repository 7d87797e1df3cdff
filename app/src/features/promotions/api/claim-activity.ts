// /apply/activity/claim: takes an approved application's reward into the
// wallet (status 2 -> 3). Applied once per idempotency key.
import type { CallBody, CallData } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';

export type ActivityClaim = CallData<'/apply/activity/claim'>;

export function claimActivity(request: CallBody<'/apply/activity/claim'>): Promise<ActivityClaim> {
  return callApi('/apply/activity/claim', request);
}
