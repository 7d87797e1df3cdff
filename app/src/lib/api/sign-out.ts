// Sign out (SPEC §4): /user/logout revokes the token on the server, then the
// stored token and user info are cleared and the page reloads, so nothing of
// the player is left in memory for the next person on the device. The session
// is cleared and the page reloaded even when the server cannot be reached (the
// player asked to leave; the token dies with its expiry).
import { callApi } from '@/lib/api-client';
import { resetSession } from '@/lib/session-store';

/** Reloads the page; tests pass a spy. */
export type ReloadPage = () => void;

const reloadPage: ReloadPage = () => window.location.reload();

export async function signOut(reload: ReloadPage = reloadPage): Promise<void> {
  try {
    await callApi('/user/logout');
  } catch {
    // The client's error toast has said why; signing out goes on.
  } finally {
    resetSession();
  }
  // One task later: the session's readers (the device's game lists) forget the
  // player in their effects before the page goes.
  await new Promise((resolve) => setTimeout(resolve, 0));
  reload();
}
