// /user/register: creates the account and signs it in. The nickname and the
// mobile number (with its area code) are sent when the player gave them.
import { callApi } from '@/lib/api-client';
import type { CallBody } from '@/lib/api/api-types';
import { startSession } from '@/lib/api/start-session';

export type RegisterRequest = CallBody<'/user/register'>;

export async function register(request: RegisterRequest): Promise<void> {
  startSession(await callApi('/user/register', request));
}
