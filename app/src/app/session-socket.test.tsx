import { act } from '@testing-library/react';
import { site } from '@content/site';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUnreadMail } from '@/lib/mail/unread-mail';
import { getSession, resetSession, updateSession } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';
import { rewardAnswers, signinFixture } from '@/testing/rewards-fixture';
import { stubCalls } from '@/testing/stub-calls';
import { SessionSocket } from './session-socket';

class FakeWebSocket {
  static made: FakeWebSocket[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.made.push(this);
  }
  send() {}
  close() {
    this.closed = true;
  }
}

const token = 'f'.repeat(64);

describe('SessionSocket', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    FakeWebSocket.made = [];
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ code: 0, msg: 'ok', data: { currency: 'USDT', balance: 2500, balances: [] } }),
      ),
    );
    vi.stubGlobal('WebSocket', FakeWebSocket);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens no socket for a visitor', () => {
    renderApp(<SessionSocket />);
    expect(FakeWebSocket.made).toHaveLength(0);
  });

  it('opens the socket and loads the balance on sign-in, and closes it for good on sign-out', () => {
    renderApp(<SessionSocket />);
    act(() => updateSession({ token }));
    const page = new URL(window.location.href);
    const expected = new URL(site.environments.development.socketUrl, `ws://${page.host}/`).href;
    expect(FakeWebSocket.made.map((socket) => socket.url)).toEqual([expected]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/refresh-balance');
    act(() => resetSession());
    expect(FakeWebSocket.made[0]?.closed).toBe(true);
  });

  it('loads the rewards and the special activity on sign-in, and keeps the bonus count (T-AUTH-REFRESH-REST)', async () => {
    const calls = stubCalls({
      ...rewardAnswers,
      '/user/get/info': { userId: 1, nickName: 'Ann', headId: 1, vip: 0, platformId: 1 },
      '/vip/progress': { vip: 0, progressRate: 0, points: 0, nextPoints: 100 },
      '/welcome/packet': {
        payCount: 0,
        firstPay: { countdown: 100, switchStatus: 1, rewardRate: 100, extraCountdown: 0, extraRate: 50 },
        secondPay: { countdown: 100, switchStatus: 1, rewardRate: 50 },
        thirdPay: { countdown: 100, switchStatus: 1, rewardRate: 25 },
      },
      '/special/activity': { status: 1 },
      '/game/current': { session: null },
    });
    renderApp(<SessionSocket />);
    act(() => updateSession({ token }));
    await vi.waitFor(() =>
      expect(calls.paths()).toEqual(
        expect.arrayContaining([
          '/welcome/packet',
          '/general/reward',
          '/signin/info',
          '/apply/activity/record',
          '/get/spin-score',
          '/spinwheel/cfg',
          '/task/info',
          '/special/activity',
        ]),
      ),
    );
    expect(calls.bodies('/special/activity')).toEqual([{ deviceId: expect.any(String), deviceType: 1 }]);
    expect(calls.bodies('/apply/activity/record')).toEqual([{ type: 1 }]);
    // 1 claimable sign-in day + the wheel (150 points, cheapest 100) + the deposit bonus.
    const claimable = signinFixture.Available.filter((day) => day.status === 1).length;
    await vi.waitFor(() => expect(getSession().bonusCount).toBe(claimable + 2));
    expect(getSession().taskSwitch).toBe(true);
    act(() => resetSession());
    expect(getSession().bonusCount).toBe(0);
  });

  it('loads the unread mail counts on every token change and forgets them on sign-out (SPEC §4)', async () => {
    let asked = 0;
    stubCalls({
      '/mail/unread': () => {
        asked += 1;
        return { unread: asked, system: asked, personal: 0 };
      },
    });
    renderApp(<SessionSocket />);
    act(() => updateSession({ token }));
    await vi.waitFor(() => expect(getUnreadMail()).toEqual({ unread: 1, system: 1, personal: 0 }));
    act(() => updateSession({ token: 'e'.repeat(64) }));
    await vi.waitFor(() => expect(getUnreadMail()).toEqual({ unread: 2, system: 2, personal: 0 }));
    act(() => resetSession());
    expect(getUnreadMail()).toBeNull();
  });
});
