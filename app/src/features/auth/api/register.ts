// /user/register: creates the account and signs it in. The sandbox keeps no
// phone number or referral code, so only account and password are sent.
import { callApi } from '@/lib/api-client';
import { startSession } from '@/lib/api/start-session';
import type { RegisterFields } from '@/features/auth/auth-validation';

export async function register({ account, password }: RegisterFields): Promise<void> {
  startSession(await callApi('/user/register', { account: account.trim(), password }));
}
