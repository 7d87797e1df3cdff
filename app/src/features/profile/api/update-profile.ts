// /user/profile/update: the new nickname and avatar; answers the user info as
// /user/get/info does, which the caller puts into the session.
import type { CallBody } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';
import type { UserInfo } from '@/lib/session-store';

export type ProfileChange = CallBody<'/user/profile/update'>;

export function updateProfile(change: ProfileChange): Promise<UserInfo> {
  return callApi('/user/profile/update', change);
}
