// What each socket push does to the session (SPEC §7, socket.md): 51 and 52
// clear the session and show their prompt, 53 adds the amount to the shown
// balance and then refreshes it and the welcome packet from the server, 55
// clears and reloads, 56 (level-up) and 57 (birthday) queue their popup and
// reload the balance their reward went to (56 also the player's level and
// VIP progress), 59 prompts to reload, 60 takes the spin score it carries,
// refreshes the tasks and rewards, and prompts a spin when the score reaches
// the cheapest wheel's cost as last loaded (lib/rewards). 54 (a new mail)
// shows the unread counts it carries, asks /mail/unread and refreshes the
// mail lists shown; 58 shows the counts it carries (lib/mail/unread-mail.ts).
// Other pushes belong to features not built yet.
import { site } from '@content/site';
import { loadUserInfo } from '@/lib/api/load-user-info';
import { refreshBalance } from '@/lib/api/refresh-balance';
import { getOpenGame } from '@/lib/game-session';
import { refreshWelcomePacket } from '@/lib/money/deposit-bonus';
import { lowestWheelCost } from '@/lib/rewards/bonus-badge';
import { rewardPopup } from '@/lib/rewards/reward-popup';
import { getRewards, refreshTasks, updateRewards } from '@/lib/rewards/rewards-store';
import type { SocketPush } from '@/lib/socket-client';
import { getSession, resetSession, updateSession } from '@/lib/session-store';
import { mailArrived, setUnreadMail, unreadFromPush } from '@/lib/mail/unread-mail';
import { balanceAdded } from '@/lib/balance-added';
import { celebrationPushes, sessionPrompt } from './session-event-store';

export interface SessionPushEffects {
  readonly reload: () => void;
  readonly refreshBalance: () => Promise<void>;
  readonly refreshWelcomePacket: () => Promise<void>;
  /** /user/get/info, then /vip/progress for the level it answers. */
  readonly loadUserInfo: () => Promise<void>;
  /** /task/info and /general/reward again. */
  readonly refreshTasks: () => Promise<void>;
  /** Push 54: the counts it carries, /mail/unread, and the mail lists shown. */
  readonly mailArrived: (data: Readonly<Record<string, unknown>>) => Promise<void>;
}

const browserEffects: SessionPushEffects = {
  reload: () => window.location.reload(),
  refreshBalance,
  refreshWelcomePacket,
  loadUserInfo,
  refreshTasks,
  mailArrived: (data) => mailArrived(data),
};

const ignoreFailure = () => undefined;

export function handleSessionPush(push: SocketPush, effects: SessionPushEffects = browserEffects): void {
  switch (push.cmd) {
    case 51:
      resetSession();
      sessionPrompt.set('signedInElsewhere');
      return;
    case 52:
      resetSession();
      sessionPrompt.set('accountDisabled');
      return;
    case 53: {
      const amount = typeof push.data.addBalance === 'number' ? push.data.addBalance : 0;
      const session = getSession();
      const currency =
        typeof push.data.currency === 'string'
          ? push.data.currency
          : (session.currency ?? site.defaultCurrency);
      // The default currency's figure, and the held currency's own, so a converted balance rises at once.
      updateSession({
        ...(session.balance !== null &&
          currency === (session.currency ?? currency) && { balance: session.balance + amount }),
        balances: session.balances.map((held) =>
          held.currency === currency ? { ...held, amount: held.amount + amount } : held,
        ),
      });
      balanceAdded.set({ amount, currency, serial: (balanceAdded.get()?.serial ?? 0) + 1 });
      // The refreshes bring the server's figures (a deposit may end a bonus offer);
      // their failure is shown by the client's error toast.
      effects.refreshBalance().catch(ignoreFailure);
      effects.refreshWelcomePacket().catch(ignoreFailure);
      return;
    }
    case 54:
      effects.mailArrived(push.data).catch(ignoreFailure);
      return;
    case 55:
      resetSession();
      effects.reload();
      return;
    case 56:
    case 57:
      celebrationPushes.set([...celebrationPushes.get(), push]);
      // The server's figures: a level-up changes the level and its progress; a reward, the balance.
      if (push.cmd === 56) effects.loadUserInfo().catch(ignoreFailure);
      effects.refreshBalance().catch(ignoreFailure);
      return;
    case 58: {
      const counts = unreadFromPush(push.data);
      if (counts) setUnreadMail(counts);
      return;
    }
    case 59:
      sessionPrompt.set('newVersion');
      return;
    case 60: {
      const spinScore = typeof push.data.spinScore === 'number' ? push.data.spinScore : null;
      const before = getRewards().spinScore;
      if (spinScore !== null) updateRewards({ spinScore });
      effects.refreshTasks().catch(ignoreFailure);
      // SPEC §7: the stored lowest cost; a push before the wheels are loaded prompts nothing,
      // nor one while the wheel is open (its score is the one the push brought). Every real bet
      // pushes 60: the prompt comes when the score reaches the cost, not again at each bet after,
      // and never over a game being played (the bonus box's badge counts the wheel meanwhile).
      const cost = lowestWheelCost(getRewards().wheel);
      const wheelOpen = rewardPopup.get() === 'spin';
      const reached =
        cost !== null && spinScore !== null && spinScore >= cost && (before === null || before < cost);
      if (reached && !wheelOpen && getOpenGame() === null && sessionPrompt.get() === null)
        sessionPrompt.set('spinReady');
      return;
    }
    default:
      return;
  }
}
