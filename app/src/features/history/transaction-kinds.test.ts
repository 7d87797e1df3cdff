import { describe, expect, it } from 'vitest';
import { kindInfo, kindsOf, signOf, transactionGroups, transferKinds } from './transaction-kinds';

describe('the ledger kinds as the player reads them', () => {
  it('files every kind of transfer under one of the filter’s groups', () => {
    expect(Object.fromEntries(transactionGroups.map((group) => [group, kindsOf(group)]))).toEqual({
      deposits: ['seed', 'deposit', 'admin_credit'],
      withdrawals: ['withdraw', 'withdraw_paid', 'withdraw_refund'],
      gameTransfers: ['game_in', 'game_out'],
      bets: ['bet'],
      wins: ['win'],
      bonuses: ['signin', 'task', 'spin', 'bonus', 'welcome_bonus', 'rebate', 'activity', 'referral'],
      vault: ['vault_in', 'vault_out'],
    });
    expect(transactionGroups.flatMap(kindsOf).sort()).toEqual(Object.keys(transferKinds).sort());
  });

  it('signs money coming to the player + and money leaving them −', () => {
    const sign = (type: string, from: string, to: string) => signOf({ type, from, to });
    expect(sign('deposit', 'house', 'wallet')).toBe(1);
    expect(sign('withdraw', 'wallet', 'pending_withdrawal')).toBe(-1);
    expect(sign('withdraw_refund', 'pending_withdrawal', 'wallet')).toBe(1);
    // Paid out: the wallet already went down when it was asked for.
    expect(sign('withdraw_paid', 'pending_withdrawal', 'house')).toBe(0);
    expect(sign('game_in', 'wallet', 'game')).toBe(-1);
    expect(sign('game_out', 'game', 'wallet')).toBe(1);
    expect(sign('bet', 'game', 'house')).toBe(-1);
    expect(sign('win', 'house', 'game')).toBe(1);
    expect(sign('vault_in', 'wallet', 'vault')).toBe(-1);
    expect(sign('vault_out', 'vault', 'wallet')).toBe(1);
    expect(sign('signin', 'bonus_pool', 'wallet')).toBe(1);
    for (const kind of ['welcome_bonus', 'rebate', 'activity', 'referral'])
      expect(sign(kind, 'bonus_pool', 'wallet')).toBe(1);
  });

  it('signs a kind it does not know by whether the wallet was credited or debited', () => {
    expect(kindInfo('cashback')).toBeUndefined();
    expect(signOf({ type: 'cashback', from: 'bonus_pool', to: 'wallet' })).toBe(1);
    expect(signOf({ type: 'fee', from: 'wallet', to: 'house' })).toBe(-1);
    expect(signOf({ type: 'audit', from: 'house', to: 'bonus_pool' })).toBe(0);
  });
});
