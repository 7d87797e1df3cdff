// /apply/activity: applies for a running promotion that takes applications;
// the answer is the new record, under review. Applied once per idempotency key.
import type { CallBody, CallData } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';

export type ApplyRequest = CallBody<'/apply/activity'>;

export function applyForPromotion(request: ApplyRequest): Promise<CallData<'/apply/activity'>> {
  return callApi('/apply/activity', request);
}
