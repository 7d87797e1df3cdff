import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, resetSession, updateSession } from '@/lib/session-store';
import { signOut } from './sign-out';

const token = 'e'.repeat(64);

describe('signOut', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    resetSession();
    updateSession({ token, balance: 100 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('revokes the token on the server, then clears the session', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 0, msg: 'ok', data: {} })));
    await signOut();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/logout');
    expect(new Headers(init?.headers).get('token')).toBe(token);
    expect(getSession()).toMatchObject({ token: null, balance: null });
  });

  it('clears the session even when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(signOut()).rejects.toMatchObject({ code: 'network' });
    expect(getSession().token).toBeNull();
  });
});
