import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, resetSession, updateSession } from '@/lib/session-store';
import { testUser } from '@/testing/test-user';
import { signOut } from './sign-out';

const token = 'e'.repeat(64);

describe('signOut', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    resetSession();
    updateSession({
      token,
      balance: 100,
      user: testUser(),
      vipProgress: { vip: 0, progressRate: 40, points: 40, nextPoints: 100 },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('revokes the token on the server, forgets the token and user info, then reloads', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 0, msg: 'ok', data: {} })));
    expect(localStorage.getItem('lobbykit.token')).toBe(token);
    expect(localStorage.getItem('lobbykit.userinfo')).toContain('Newbie');
    const reload = vi.fn();
    await signOut(reload);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/logout');
    expect(new Headers(init?.headers).get('token')).toBe(token);
    expect(getSession()).toMatchObject({ token: null, balance: null, user: null, vipProgress: null });
    expect(localStorage.getItem('lobbykit.token')).toBeNull();
    expect(localStorage.getItem('lobbykit.userinfo')).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads only after the session is cleared', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 0, msg: 'ok', data: {} })));
    const tokenAtReload: (string | null)[] = [];
    await signOut(() => tokenAtReload.push(getSession().token));
    expect(tokenAtReload).toEqual([null]);
  });

  it('signs out and reloads even when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const reload = vi.fn();
    await signOut(reload);
    expect(getSession().token).toBeNull();
    expect(localStorage.getItem('lobbykit.userinfo')).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });
});
