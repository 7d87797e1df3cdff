import { describe, expect, it } from 'vitest';
import { depositBonusPercent, type WelcomePacket } from './deposit-bonus';

const off = { countdown: 0, switchStatus: 1 as const, rewardRate: 0 };
const packet = (change: Partial<WelcomePacket>): WelcomePacket => ({
  payCount: 0,
  firstPay: { ...off, extraCountdown: 0, extraRate: 0 },
  secondPay: off,
  thirdPay: off,
  ...change,
});

describe('depositBonusPercent', () => {
  it('adds the extra rate while the first deposit’s extended offer runs', () => {
    const first = {
      countdown: 100,
      switchStatus: 1 as const,
      rewardRate: 100,
      extraCountdown: 50,
      extraRate: 20,
    };
    expect(depositBonusPercent(packet({ firstPay: first }))).toBe(120);
    expect(depositBonusPercent(packet({ firstPay: { ...first, extraCountdown: 0 } }))).toBe(100);
  });

  it('shows the second offer after one deposit and the third after two', () => {
    const on = { countdown: 10, switchStatus: 1 as const, rewardRate: 50 };
    expect(depositBonusPercent(packet({ payCount: 1, secondPay: on }))).toBe(50);
    expect(depositBonusPercent(packet({ payCount: 2, thirdPay: { ...on, rewardRate: 25 } }))).toBe(25);
    expect(depositBonusPercent(packet({ payCount: 1, thirdPay: on }))).toBeNull();
    expect(depositBonusPercent(packet({ payCount: 3, thirdPay: on }))).toBeNull();
  });

  it('hides when the countdown has run out or the switch is off', () => {
    expect(depositBonusPercent(packet({ payCount: 1, secondPay: { ...off, rewardRate: 50 } }))).toBeNull();
    expect(
      depositBonusPercent(
        packet({ payCount: 1, secondPay: { countdown: 9, switchStatus: 0 as const, rewardRate: 50 } }),
      ),
    ).toBeNull();
    expect(
      depositBonusPercent(
        packet({
          firstPay: {
            countdown: 9,
            switchStatus: 0 as const,
            rewardRate: 100,
            extraCountdown: 9,
            extraRate: 20,
          },
        }),
      ),
    ).toBeNull();
    expect(depositBonusPercent(null)).toBeNull();
  });
});
