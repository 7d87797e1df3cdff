import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAuthDialog, useAuthDialog } from '../../../lib/auth-dialog';
import { emptySession } from '../../../lib/session-store';
import { favouriteGames, favouriteGamesKey, toggleFavourite } from './favourite-games';

const player = { ...emptySession, token: 'player-token' };
const openDialog = () => renderHook(() => useAuthDialog()).result.current;

describe('toggleFavourite', () => {
  afterEach(() => {
    favouriteGames.reload();
    act(() => closeAuthDialog());
  });

  it('opens the sign-in popup for a visitor and keeps nothing', () => {
    expect(toggleFavourite('abyss-whale-raid', emptySession)).toBe('signInNeeded');
    expect(openDialog()).toBe('signIn');
    expect(favouriteGames.ids()).toEqual([]);
    expect(window.localStorage.getItem(favouriteGamesKey)).toBeNull();
  });

  it('adds then removes a signed-in player’s favourite on the device', () => {
    expect(toggleFavourite('abyss-whale-raid', player)).toBe('added');
    expect(JSON.parse(window.localStorage.getItem(favouriteGamesKey) ?? '')).toEqual(['abyss-whale-raid']);
    expect(toggleFavourite('abyss-whale-raid', player)).toBe('removed');
    expect(favouriteGames.ids()).toEqual([]);
    expect(openDialog()).toBeNull();
  });
});
