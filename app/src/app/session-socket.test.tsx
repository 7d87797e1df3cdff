import { act } from '@testing-library/react';
import { site } from '@content/site';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, updateSession } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';
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
});
