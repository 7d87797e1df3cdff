// /password/reset: the code and a new password; the answer is a session
// (every older token of the account is revoked), which signs the player in.
// 401: the code is wrong or expired; 429: five wrong codes spent it.
import { callApi } from '@/lib/api-client';
import type { CallBody } from '@/lib/api/api-types';
import { startSession } from '@/lib/api/start-session';

export async function resetPassword(request: CallBody<'/password/reset'>): Promise<void> {
  startSession(await callApi('/password/reset', request));
}
