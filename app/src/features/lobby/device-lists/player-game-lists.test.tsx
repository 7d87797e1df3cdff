import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, updateSession } from '@/lib/session-store';
import { favouriteGames } from './favourite-games';
import { usePlayerGameLists } from './player-game-lists';
import { recentGames } from './recent-games';

const answer = (games: string[]) => new Response(JSON.stringify({ code: 0, msg: 'ok', data: { games } }));

describe('usePlayerGameLists', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        answer(String(url).endsWith('/game/favorite/list') ? ['fav-1', 'fav-2'] : ['recent-1']),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    resetSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSession();
    favouriteGames.replace([]);
    recentGames.replace([]);
  });

  it('leaves a visitor’s device lists alone and calls nothing', () => {
    recentGames.replace(['free-play']);
    renderHook(() => usePlayerGameLists());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(recentGames.ids()).toEqual(['free-play']);
  });

  it('loads the sandbox’s lists when a player signs in and forgets them on sign-out', async () => {
    renderHook(() => usePlayerGameLists());
    act(() => updateSession({ token: 'player-token' }));
    await waitFor(() => expect(favouriteGames.ids()).toEqual(['fav-1', 'fav-2']));
    expect(recentGames.ids()).toEqual(['recent-1']);
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/game/favorite/list',
      '/api/game/recent/list',
    ]);
    act(() => resetSession());
    expect(favouriteGames.ids()).toEqual([]);
    expect(recentGames.ids()).toEqual([]);
  });
});
