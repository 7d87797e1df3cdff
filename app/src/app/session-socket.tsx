// Keeps the sandbox socket open while the player is signed in: a new token
// opens it and loads what the shell shows of the player (balance, who they
// are, the deposit bonus, a game left in progress before a reload); signing
// out or a 51/52 push stops it and forgets them.
import { useEffect } from 'react';
import { deviceId } from '@/lib/api/device-id';
import { socketUrl } from '@/lib/api/environment';
import { loadUserInfo } from '@/lib/api/load-user-info';
import { refreshBalance } from '@/lib/api/refresh-balance';
import { forgetOpenGame, recoverOpenGame } from '@/lib/game-session';
import { forgetWelcomePacket, refreshWelcomePacket } from '@/lib/money/deposit-bonus';
import { connectSocket } from '@/lib/socket-client';
import { useSession } from '@/lib/session-store';
import { handleSessionPush } from '@/features/session-events/handle-session-push';

const ignoreFailure = () => undefined;

export function SessionSocket() {
  const { token } = useSession();
  useEffect(() => {
    if (!token) return;
    // Each failure is the client's error toast; the rest still load.
    refreshBalance().catch(ignoreFailure);
    loadUserInfo().catch(ignoreFailure);
    refreshWelcomePacket().catch(ignoreFailure);
    recoverOpenGame().catch(ignoreFailure);
    const socket = connectSocket({
      url: socketUrl(window.location.href),
      token,
      deviceId: deviceId(),
      onPush: (push) => handleSessionPush(push),
    });
    return () => {
      socket.stop();
      forgetWelcomePacket();
      forgetOpenGame();
    };
  }, [token]);
  return null;
}
