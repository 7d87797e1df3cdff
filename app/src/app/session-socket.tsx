// Keeps the sandbox socket open while the player is signed in: a new token
// opens it and loads what the shell shows of the player (balance, who they
// are, the deposit bonus, the rewards and the special activity, the unread
// mail counts, a game left in progress before a reload); signing out or a
// 51/52 push stops it and forgets them. While signed in it keeps the session's bonus-box count equal
// to SPEC §4's sum of the rewards and the deposit bonus.
import { useEffect } from 'react';
import { deviceId } from '@/lib/api/device-id';
import { socketUrl } from '@/lib/api/environment';
import { loadUserInfo } from '@/lib/api/load-user-info';
import { refreshBalance } from '@/lib/api/refresh-balance';
import { forgetOpenGame, recoverOpenGame } from '@/lib/game-session';
import { forgetUnreadMail, refreshUnreadMail } from '@/lib/mail/unread-mail';
import {
  depositBonusPercent,
  forgetWelcomePacket,
  refreshWelcomePacket,
  useWelcomePacket,
} from '@/lib/money/deposit-bonus';
import {
  forgetRewards,
  loadSpecialActivity,
  refreshRewards,
  rewardsBadgeCount,
  useRewards,
} from '@/lib/rewards/rewards-store';
import { connectSocket } from '@/lib/socket-client';
import { updateSession, useSession } from '@/lib/session-store';
import { handleSessionPush } from '@/features/session-events/handle-session-push';

const ignoreFailure = () => undefined;

export function SessionSocket() {
  const { token, bonusCount } = useSession();
  const count = rewardsBadgeCount(useRewards(), depositBonusPercent(useWelcomePacket()));
  useEffect(() => {
    if (count !== bonusCount) updateSession({ bonusCount: count });
  }, [count, bonusCount]);
  useEffect(() => {
    if (!token) return;
    // Each failure is the client's error toast; the rest still load.
    refreshBalance().catch(ignoreFailure);
    loadUserInfo().catch(ignoreFailure);
    refreshWelcomePacket().catch(ignoreFailure);
    refreshRewards().catch(ignoreFailure);
    loadSpecialActivity().catch(ignoreFailure);
    refreshUnreadMail().catch(ignoreFailure);
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
      forgetRewards();
      forgetUnreadMail();
      forgetOpenGame();
    };
  }, [token]);
  return null;
}
