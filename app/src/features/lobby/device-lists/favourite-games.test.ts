import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAuthDialog, useAuthDialog } from '@/lib/auth-dialog';
import { resetSession, updateSession } from '@/lib/session-store';
import { favouriteGames, favouriteGamesKey, toggleFavourite } from './favourite-games';

const openDialog = () => renderHook(() => useAuthDialog()).result.current;
const answer = (data: unknown, code = 0) =>
  new Response(JSON.stringify({ code, msg: code === 0 ? 'ok' : 'refused', data }), {
    status: code === 0 ? 200 : code,
  });

describe('toggleFavourite', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSession();
    favouriteGames.replace([]);
    act(() => closeAuthDialog());
  });

  it('opens the sign-in popup for a visitor, calls nothing and keeps nothing', async () => {
    expect(await toggleFavourite('abyss-whale-raid')).toBe('signInNeeded');
    expect(openDialog()).toBe('signIn');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(favouriteGames.ids()).toEqual([]);
  });

  describe('for a signed-in player', () => {
    beforeEach(() => updateSession({ token: 'player-token' }));

    it('adds on the sandbox and keeps the sandbox’s list on the device', async () => {
      favouriteGames.replace(['older-game']);
      fetchMock.mockResolvedValue(
        answer({ games: ['abyss-whale-raid', 'older-game', 'from-another-device'] }),
      );
      expect(await toggleFavourite('abyss-whale-raid')).toBe('added');
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe('/api/game/favorite/add');
      expect(JSON.parse(String(init?.body))).toEqual({ gameId: 'abyss-whale-raid' });
      expect(new Headers(init?.headers).get('token')).toBe('player-token');
      expect(favouriteGames.ids()).toEqual(['abyss-whale-raid', 'older-game', 'from-another-device']);
      expect(JSON.parse(window.localStorage.getItem(favouriteGamesKey) ?? '')).toEqual(favouriteGames.ids());
    });

    it('removes a favourite through the remove call', async () => {
      favouriteGames.replace(['abyss-whale-raid', 'other']);
      fetchMock.mockResolvedValue(answer({ games: ['other'] }));
      expect(await toggleFavourite('abyss-whale-raid')).toBe('removed');
      expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/game/favorite/remove');
      expect(favouriteGames.ids()).toEqual(['other']);
    });

    it('shows the change at once and puts the list back when the sandbox refuses', async () => {
      favouriteGames.replace(['other']);
      let refuse: (response: Response) => void = () => undefined;
      fetchMock.mockReturnValue(new Promise((resolve) => (refuse = resolve)));
      const outcome = toggleFavourite('abyss-whale-raid');
      expect(favouriteGames.ids()).toEqual(['abyss-whale-raid', 'other']);
      refuse(answer(null, 404));
      expect(await outcome).toBe('failed');
      expect(favouriteGames.ids()).toEqual(['other']);
    });
  });
});
