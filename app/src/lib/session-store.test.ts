import { afterEach, describe, expect, it, vi } from 'vitest';

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
});
