// /apply/activity/record type 1: the player's applications for promotions,
// newest first (status 1 under review, 2 claimable, 3 taken, 4 declined).
import type { CallData } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';

export type ActivityRecord = CallData<'/apply/activity/record'>['records'][number];

/** SPEC §3: type 1 is the player's promotion applications. */
export const applicationRecordType = 1;

export async function getApplications(): Promise<readonly ActivityRecord[]> {
  return (await callApi('/apply/activity/record', { type: applicationRecordType })).records;
}
