import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/testing/test-user';

// Each import of a fresh module copy stands for a page load.
async function loadSessionStore() {
  vi.resetModules();
  return import('./session-store');
}

describe('session store', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps the token across a reload (SPEC §4: the token is stored)', async () => {
    const firstVisit = await loadSessionStore();
    expect(firstVisit.isSignedIn(firstVisit.getSession())).toBe(false);
    firstVisit.updateSession({ token: 'player-token', balance: 1000 });

    const afterReload = await loadSessionStore();
    expect(afterReload.getSession().token).toBe('player-token');
    expect(afterReload.isSignedIn(afterReload.getSession())).toBe(true);
    // Only the token is kept: the rest is fetched again with it.
    expect(afterReload.getSession().balance).toBeNull();
  });

  it('forgets the token on sign-out', async () => {
    const store = await loadSessionStore();
    store.updateSession({ token: 'player-token' });
    store.resetSession();

    const afterReload = await loadSessionStore();
    expect(afterReload.getSession().token).toBeNull();
  });

  it('a balance change leaves the stored token alone', async () => {
    const store = await loadSessionStore();
    store.updateSession({ token: 'player-token' });
    store.updateSession({ balance: 5 });

    expect((await loadSessionStore()).getSession().token).toBe('player-token');
  });

  it('keeps the user info with the token, so a reload shows the player at once (SPEC §3)', async () => {
    const firstVisit = await loadSessionStore();
    const vipProgress = { vip: 2, progressRate: 40, points: 1200, nextPoints: 2000 };
    firstVisit.updateSession({
      token: 'player-token',
      user: testUser({ nickName: 'Kestrel', platformId: 10 }),
      vipProgress,
    });

    const afterReload = (await loadSessionStore()).getSession();
    expect(afterReload.user).toMatchObject({ nickName: 'Kestrel', platformId: 10 });
    expect(afterReload.vipProgress).toEqual(vipProgress);
  });

  it('forgets the user info on sign-out, and shows none without a token', async () => {
    const store = await loadSessionStore();
    store.updateSession({ token: 'player-token', user: testUser() });
    store.resetSession();
    expect(window.localStorage.getItem('lobbykit.userinfo')).toBeNull();
    expect((await loadSessionStore()).getSession().user).toBeNull();

    window.localStorage.setItem('lobbykit.userinfo', JSON.stringify({ user: testUser(), vipProgress: null }));
    expect((await loadSessionStore()).getSession().user).toBeNull();
  });

  it('ignores stored user info that is not whole', async () => {
    window.localStorage.setItem('lobbykit.token', 'player-token');
    for (const stored of ['{', '{"user":{"nickName":"x"}}', '"text"', '{"user":null}']) {
      window.localStorage.setItem('lobbykit.userinfo', stored);
      const session = (await loadSessionStore()).getSession();
      expect(session.token).toBe('player-token');
      expect(session.user).toBeNull();
    }
  });
});
