// A sign-in answer (/user/login, /user/register) becomes the session: the
// token decides signed in, the user's platform picks the currency icon.
import type { CallData } from './api-types';
import { updateSession } from '@/lib/session-store';

export function startSession({ token, user }: CallData<'/user/login'>): void {
  updateSession({ token, userId: user.userId, platformId: user.platformId });
}
