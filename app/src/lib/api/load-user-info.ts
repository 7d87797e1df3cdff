// /user/get/info: who the stored token belongs to, after a reload (the sign-in
// answer gave it before): the userId click_deposit carries, the platform the
// coin icon follows.
import { callApi } from '@/lib/api-client';
import { updateSession } from '@/lib/session-store';

export async function loadUserInfo(): Promise<void> {
  const { userId, platformId } = await callApi('/user/get/info');
  updateSession({ userId, platformId });
}
