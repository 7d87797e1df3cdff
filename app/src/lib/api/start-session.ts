// A sign-in answer (/user/login, /user/register) becomes the session: the
// token decides signed in, and the user info comes with it.
import type { CallData } from './api-types';
import { updateSession } from '@/lib/session-store';

export function startSession({ token, user }: CallData<'/user/login'>): void {
  updateSession({ token, user });
}
