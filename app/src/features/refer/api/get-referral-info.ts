// /referral/info: the player's referral code, how many players it brought,
// what it earned per currency, and the rule the sandbox credits by.
import type { CallData } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';

export type ReferralInfo = CallData<'/referral/info'>;

export function getReferralInfo(): Promise<ReferralInfo> {
  return callApi('/referral/info', {});
}
