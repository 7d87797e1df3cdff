// Keeps the sandbox socket open while the player is signed in: a new token
// opens it (and loads the balance), signing out or a 51/52 push stops it.
import { useEffect } from 'react';
import { deviceId } from '@/lib/api/device-id';
import { socketUrl } from '@/lib/api/environment';
import { refreshBalance } from '@/lib/api/refresh-balance';
import { connectSocket } from '@/lib/socket-client';
import { useSession } from '@/lib/session-store';
import { handleSessionPush } from '@/features/session-events/handle-session-push';

export function SessionSocket() {
  const { token } = useSession();
  useEffect(() => {
    if (!token) return;
    refreshBalance().catch(() => undefined);
    const socket = connectSocket({
      url: socketUrl(window.location.href),
      token,
      deviceId: deviceId(),
      onPush: (push) => handleSessionPush(push),
    });
    return socket.stop;
  }, [token]);
  return null;
}
