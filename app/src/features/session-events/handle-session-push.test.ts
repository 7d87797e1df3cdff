import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, resetSession, updateSession } from '@/lib/session-store';
import { handleSessionPush } from './handle-session-push';
import { balanceAdded } from '@/lib/balance-added';
import { sessionPrompt } from './session-event-store';

const token = 'c'.repeat(64);

describe('handleSessionPush', () => {
  const effects = {
    reload: vi.fn(),
    refreshBalance: vi.fn(() => Promise.resolve()),
    refreshWelcomePacket: vi.fn(() => Promise.resolve()),
  };
  beforeEach(() => {
    resetSession();
    updateSession({ token, balance: 1000, currency: 'USDT' });
    sessionPrompt.set(null);
    balanceAdded.set(null);
    effects.reload.mockClear();
    effects.refreshBalance.mockClear();
    effects.refreshWelcomePacket.mockClear();
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
});
