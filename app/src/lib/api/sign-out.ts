// /user/logout: revokes the token on the server, then back to a visitor's
// session; the session is cleared even when the server cannot be reached.
import { callApi } from '@/lib/api-client';
import { resetSession } from '@/lib/session-store';

export async function signOut(): Promise<void> {
  try {
    await callApi('/user/logout');
  } finally {
    resetSession();
  }
}
