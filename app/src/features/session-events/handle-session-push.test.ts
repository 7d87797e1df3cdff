import { closeGame, openGame } from '@/lib/game-session';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, resetSession, updateSession } from '@/lib/session-store';
import { handleSessionPush } from './handle-session-push';
import { balanceAdded } from '@/lib/balance-added';
import { testUser } from '@/testing/test-user';
import { closeRewardPopup, openRewardPopup } from '@/lib/rewards/reward-popup';
import { forgetRewards, getRewards, updateRewards, type WheelConfig } from '@/lib/rewards/rewards-store';
import { forgetUnreadMail, getUnreadMail, setUnreadMail } from '@/lib/mail/unread-mail';
import { celebrationPushes, sessionPrompt } from './session-event-store';

const token = 'c'.repeat(64);

describe('handleSessionPush', () => {
  const effects = {
    reload: vi.fn(),
    refreshBalance: vi.fn(() => Promise.resolve()),
    refreshWelcomePacket: vi.fn(() => Promise.resolve()),
    loadUserInfo: vi.fn(() => Promise.resolve()),
    refreshTasks: vi.fn(() => Promise.resolve()),
    mailArrived: vi.fn((data: Readonly<Record<string, unknown>>) => {
      void data;
      return Promise.resolve();
    }),
  };
  beforeEach(() => {
    resetSession();
    updateSession({ token, balance: 1000, currency: 'USDT' });
    sessionPrompt.set(null);
    balanceAdded.set(null);
    celebrationPushes.set([]);
    effects.reload.mockClear();
    effects.refreshBalance.mockClear();
    effects.refreshWelcomePacket.mockClear();
    effects.loadUserInfo.mockClear();
    effects.refreshTasks.mockClear();
    effects.mailArrived.mockClear();
    forgetRewards();
    forgetUnreadMail();
  });

  it.each([
    [51, 'signedInElsewhere'],
    [52, 'accountDisabled'],
  ] as const)('cmd %i clears the session and opens the %s prompt', (cmd, prompt) => {
    handleSessionPush({ cmd, data: {} }, effects);
    expect(getSession().token).toBeNull();
    expect(sessionPrompt.get()).toBe(prompt);
    expect(effects.reload).not.toHaveBeenCalled();
  });

  it('cmd 53 adds the amount to the shown balance, notes it, and refreshes from the server', () => {
    handleSessionPush({ cmd: 53, data: { addBalance: 500, currency: 'USDT', balance: 1500 } }, effects);
    expect(getSession().balance).toBe(1500);
    expect(balanceAdded.get()).toMatchObject({ amount: 500, currency: 'USDT' });
    expect(effects.refreshBalance).toHaveBeenCalledTimes(1);
    expect(effects.refreshWelcomePacket).toHaveBeenCalledTimes(1);
  });

  it('cmd 53 raises the held currency’s own figure at once', () => {
    updateSession({ balances: [{ currency: 'BDT', amount: 100 }] });
    handleSessionPush({ cmd: 53, data: { addBalance: 500, currency: 'BDT' } }, effects);
    expect(getSession().balances).toEqual([{ currency: 'BDT', amount: 600 }]);
  });

  it('cmd 53 in another currency leaves the shown balance to the refresh', () => {
    handleSessionPush({ cmd: 53, data: { addBalance: 500, currency: 'BDT' } }, effects);
    expect(getSession().balance).toBe(1000);
    expect(effects.refreshBalance).toHaveBeenCalledTimes(1);
  });

  it('cmd 55 clears the session and reloads', () => {
    handleSessionPush({ cmd: 55, data: {} }, effects);
    expect(getSession().token).toBeNull();
    expect(effects.reload).toHaveBeenCalledTimes(1);
  });

  it('cmd 59 prompts for the new version and keeps the session', () => {
    handleSessionPush({ cmd: 59, data: {} }, effects);
    expect(sessionPrompt.get()).toBe('newVersion');
    expect(getSession().token).toBe(token);
  });

  it('cmd 56 queues the level-up popup and reloads the user info, VIP progress and balance', () => {
    updateSession({ user: testUser({ vip: 2 }) });
    const push = { cmd: 56, data: { vip: 3, reward: 1888, currency: 'USDT' } };
    handleSessionPush(push, effects);
    expect(celebrationPushes.get()).toEqual([push]);
    expect(effects.loadUserInfo).toHaveBeenCalledTimes(1);
    expect(effects.refreshBalance).toHaveBeenCalledTimes(1);
    expect(getSession().token).toBe(token);
  });

  it('cmd 57 queues the birthday popup and refreshes the balance its gift went to', () => {
    const push = { cmd: 57, data: { vip: 4, reward: 2500, currency: 'USDT' } };
    handleSessionPush(push, effects);
    expect(celebrationPushes.get()).toEqual([push]);
    expect(effects.refreshBalance).toHaveBeenCalledTimes(1);
    expect(effects.loadUserInfo).not.toHaveBeenCalled();
  });

  it('a birthday after a level-up waits its turn, and no prompt opens', () => {
    handleSessionPush({ cmd: 56, data: { vip: 1, reward: 188, currency: 'USDT' } }, effects);
    handleSessionPush({ cmd: 57, data: { vip: 1, reward: 0, currency: 'USDT' } }, effects);
    expect(celebrationPushes.get().map(({ cmd }) => cmd)).toEqual([56, 57]);
    expect(sessionPrompt.get()).toBeNull();
    expect(getSession().token).toBe(token);
  });

  it('a failed refresh after a level-up is left to the client’s error toast', async () => {
    effects.loadUserInfo.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    expect(() => handleSessionPush({ cmd: 56, data: { vip: 1 } }, effects)).not.toThrow();
    await Promise.resolve();
    expect(celebrationPushes.get()).toHaveLength(1);
  });

  describe('cmd 60 (K-SOCKET-60-*)', () => {
    const wheel: WheelConfig = {
      status: 1,
      items: [
        { wheelId: 1, name: 'silver', cost: 100, status: 1, prizes: [] },
        { wheelId: 2, name: 'gold', cost: 500, status: 1, prizes: [] },
      ],
    };

    it('refreshes the tasks and takes the score it carries', () => {
      handleSessionPush({ cmd: 60, data: { spinScore: 40, addSpinScore: 10 } }, effects);
      expect(effects.refreshTasks).toHaveBeenCalledTimes(1);
      expect(getRewards().spinScore).toBe(40);
    });

    it.each([
      [99, null],
      [100, 'spinReady'],
      [600, 'spinReady'],
    ] as const)('a score of %i against the stored lowest cost 100 prompts %s', (spinScore, prompt) => {
      updateRewards({ wheel });
      handleSessionPush({ cmd: 60, data: { spinScore } }, effects);
      expect(sessionPrompt.get()).toBe(prompt);
    });

    it('prompts when the score reaches the cost, not again at each bet while it stays above', () => {
      updateRewards({ wheel, spinScore: 90 });
      handleSessionPush({ cmd: 60, data: { spinScore: 95, addSpinScore: 5 } }, effects);
      expect(sessionPrompt.get()).toBeNull();
      handleSessionPush({ cmd: 60, data: { spinScore: 102, addSpinScore: 7 } }, effects);
      expect(sessionPrompt.get()).toBe('spinReady');
      sessionPrompt.set(null);
      handleSessionPush({ cmd: 60, data: { spinScore: 110, addSpinScore: 8 } }, effects);
      expect(sessionPrompt.get()).toBeNull();
      // Spent below the cost (a spin), then reached again: a prompt again.
      handleSessionPush({ cmd: 60, data: { spinScore: 10 } }, effects);
      handleSessionPush({ cmd: 60, data: { spinScore: 100, addSpinScore: 90 } }, effects);
      expect(sessionPrompt.get()).toBe('spinReady');
    });

    it('never covers a game being played', () => {
      updateRewards({ wheel, spinScore: 0 });
      openGame({
        gameId: 'g',
        launchId: 'l',
        launchUrl: '/game',
        demo: false,
        inProgress: true,
        currency: 'USDT',
        balance: 0,
      });
      handleSessionPush({ cmd: 60, data: { spinScore: 150, addSpinScore: 150 } }, effects);
      expect(sessionPrompt.get()).toBeNull();
      expect(getRewards().spinScore).toBe(150);
      closeGame();
    });

    it('prompts nothing while the wheel is off or before its cost is known', () => {
      handleSessionPush({ cmd: 60, data: { spinScore: 1000 } }, effects);
      expect(sessionPrompt.get()).toBeNull();
      updateRewards({ wheel: { ...wheel, status: 0 } });
      handleSessionPush({ cmd: 60, data: { spinScore: 1000 } }, effects);
      expect(sessionPrompt.get()).toBeNull();
    });

    it('does not prompt while the wheel is open', () => {
      updateRewards({ wheel });
      openRewardPopup('spin');
      handleSessionPush({ cmd: 60, data: { spinScore: 1000 } }, effects);
      expect(sessionPrompt.get()).toBeNull();
      expect(getRewards().spinScore).toBe(1000);
      closeRewardPopup();
    });

    it('does not cover another prompt already open', () => {
      updateRewards({ wheel });
      sessionPrompt.set('newVersion');
      handleSessionPush({ cmd: 60, data: { spinScore: 1000 } }, effects);
      expect(sessionPrompt.get()).toBe('newVersion');
    });
  });

  it('cmd 54 (a new mail, ignored before) hands its data to the mail refresh', () => {
    const data = { unread: 2, system: 1, personal: 1 };
    handleSessionPush({ cmd: 54, data }, effects);
    expect(effects.mailArrived).toHaveBeenCalledWith(data);
    expect(getSession().token).toBe(token);
  });

  it('cmd 58 (ignored before) shows the unread counts it carries', () => {
    setUnreadMail({ unread: 3, system: 2, personal: 1 });
    handleSessionPush({ cmd: 58, data: { unread: 1, system: 1, personal: 0 } }, effects);
    expect(getUnreadMail()).toEqual({ unread: 1, system: 1, personal: 0 });
    expect(effects.mailArrived).not.toHaveBeenCalled();
  });

  it.each([{}, { unread: '1', system: 1, personal: 0 }, { unread: -1, system: 0, personal: 0 }])(
    'cmd 58 with counts that are not whole (%j) changes nothing',
    (data) => {
      setUnreadMail({ unread: 3, system: 2, personal: 1 });
      handleSessionPush({ cmd: 58, data }, effects);
      expect(getUnreadMail()).toEqual({ unread: 3, system: 2, personal: 1 });
    },
  );
});
