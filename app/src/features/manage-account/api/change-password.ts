// /user/password/change: the login password, given the current one (403 if
// it is wrong, 400 if the new one is the same, 429 after five wrong ones in
// a minute). The player's other sessions end; this one stays.
import type { CallBody } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';

export async function changeLoginPassword(change: CallBody<'/user/password/change'>): Promise<void> {
  await callApi('/user/password/change', change);
}
