import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectSocket, parsePush, type SocketPush } from './socket-client';

/** Just enough of a WebSocket: records what was sent; the test opens, closes and pushes. */
class FakeSocket {
  readonly sent: unknown[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {}
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.closed = true;
  }
}

const token = 'b'.repeat(64);
const signIn = { cmd: 1, token, deviceId: 'device-1', deviceType: 1 };
const ping = { cmd: 2, token };

describe('connectSocket', () => {
  let sockets: FakeSocket[];
  let pushes: SocketPush[];
  const connect = () =>
    connectSocket({
      url: 'ws://host.test/ws',
      token,
      deviceId: 'device-1',
      onPush: (push) => pushes.push(push),
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
    });
  const latest = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket was made');
    return socket;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    pushes = [];
  });
  afterEach(() => vi.useRealTimers());

  it('signs in on open, then alternates ping and sign-in every 8 s', () => {
    connect();
    expect(latest().url).toBe('ws://host.test/ws');
    latest().onopen?.();
    expect(latest().sent).toEqual([signIn]);
    vi.advanceTimersByTime(7999);
    expect(latest().sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(latest().sent).toEqual([signIn, ping]);
    vi.advanceTimersByTime(8000);
    vi.advanceTimersByTime(8000);
    expect(latest().sent).toEqual([signIn, ping, signIn, ping]);
  });

  it('reconnects 8 s after a close, and keeps alive only the new socket', () => {
    connect();
    const first = latest();
    first.onopen?.();
    first.onclose?.();
    vi.advanceTimersByTime(7999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(16_000);
    expect(first.sent).toEqual([signIn]);
  });

  it('reconnects once after an error followed by its close', () => {
    connect();
    latest().onerror?.();
    expect(latest().closed).toBe(true);
    latest().onclose?.();
    vi.advanceTimersByTime(8000);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(8000);
    expect(sockets).toHaveLength(2);
  });

  it('does not reconnect after a deliberate stop', () => {
    const client = connect();
    latest().onopen?.();
    client.stop();
    expect(latest().closed).toBe(true);
    latest().onclose?.();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(latest().sent).toEqual([signIn]);
  });

  it('cancels a pending reconnect when stopped', () => {
    const client = connect();
    latest().onclose?.();
    client.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('hands each push to the handler and ignores what is not one', () => {
    connect();
    latest().onmessage?.({ data: '{"cmd":53,"data":{"addBalance":500}}' });
    latest().onmessage?.({ data: 'not json' });
    latest().onmessage?.({ data: '{"msg":"no cmd"}' });
    expect(pushes).toEqual([{ cmd: 53, data: { addBalance: 500 } }]);
  });
});

describe('parsePush', () => {
  it('gives a push without data an empty one', () => {
    expect(parsePush('{"cmd":59}')).toEqual({ cmd: 59, data: {} });
  });

  it('refuses a non-numeric cmd and binary frames', () => {
    expect(parsePush('{"cmd":"51"}')).toBeNull();
    expect(parsePush(new ArrayBuffer(2))).toBeNull();
  });
});
