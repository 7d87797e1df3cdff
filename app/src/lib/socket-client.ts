// The one socket to the sandbox (SPEC §7, §9): signs in with cmd 1 on open,
// then every 8 s sends the next keepalive, alternating the ping (cmd 2) and
// the sign-in again; after an error or a close it reconnects 8 s later,
// unless stopped deliberately. Pushes go to one handler.
import { site } from '@content/site';

/** A server push: `{"cmd": <int>, "data": {...}}` (tools/sandbox/contract/socket.md). */
export interface SocketPush {
  readonly cmd: number;
  readonly data: Readonly<Record<string, unknown>>;
}

/** The socket's sign-in names the player's device kind; 1 is the web app. */
export const webDeviceType = 1;

export interface SocketClientOptions {
  readonly url: string;
  readonly token: string;
  readonly deviceId: string;
  readonly onPush: (push: SocketPush) => void;
  /** Tests pass a fake. */
  readonly createSocket?: (url: string) => WebSocket;
}

export interface SocketClient {
  /** Closes the socket for good: no reconnect follows. */
  readonly stop: () => void;
}

export function parsePush(text: unknown): SocketPush | null {
  if (typeof text !== 'string') return null;
  try {
    const message: unknown = JSON.parse(text);
    if (typeof message !== 'object' || message === null || !('cmd' in message)) return null;
    if (typeof message.cmd !== 'number') return null;
    const data =
      'data' in message && typeof message.data === 'object' && message.data !== null ? message.data : {};
    return { cmd: message.cmd, data: data as Record<string, unknown> };
  } catch {
    return null;
  }
}

export function connectSocket({
  url,
  token,
  deviceId,
  onPush,
  createSocket = (address) => new WebSocket(address),
}: SocketClientOptions): SocketClient {
  const signIn = JSON.stringify({ cmd: 1, token, deviceId, deviceType: webDeviceType });
  const ping = JSON.stringify({ cmd: 2, token });
  let socket: WebSocket | null = null;
  let keepalive: ReturnType<typeof setInterval> | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const scheduleReconnect = () => {
    clearInterval(keepalive);
    socket = null;
    if (stopped || reconnect !== undefined) return;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      open();
    }, site.socket.reconnectMs);
  };

  function open() {
    const current = createSocket(url);
    socket = current;
    current.onopen = () => {
      current.send(signIn);
      let nextIsPing = true;
      keepalive = setInterval(() => {
        current.send(nextIsPing ? ping : signIn);
        nextIsPing = !nextIsPing;
      }, site.socket.keepaliveMs);
    };
    current.onmessage = (event: MessageEvent) => {
      const push = parsePush(event.data);
      if (push) onPush(push);
    };
    // An error is followed by a close in browsers; either one schedules the single reconnect.
    current.onerror = () => {
      if (socket !== current) return;
      scheduleReconnect();
      current.close();
    };
    current.onclose = () => {
      if (socket === current) scheduleReconnect();
    };
  }

  open();
  return {
    stop() {
      stopped = true;
      clearInterval(keepalive);
      clearTimeout(reconnect);
      const current = socket;
      socket = null;
      current?.close();
    },
  };
}
