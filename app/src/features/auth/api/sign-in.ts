// /user/login: account and password become the session.
import { callApi } from '@/lib/api-client';
import { startSession } from '@/lib/api/start-session';
import type { SignInFields } from '@/features/auth/auth-validation';

export async function signIn({ account, password }: SignInFields): Promise<void> {
  startSession(await callApi('/user/login', { account, password }));
}
