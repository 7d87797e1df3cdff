import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, updateSession } from '@/lib/session-store';
import { recentGames } from '@/features/lobby/device-lists/recent-games';
import { launchGame } from './launch-game';

const launched = (launchUrl: string) =>
  new Response(
    JSON.stringify({
      code: 0,
      msg: 'ok',
      data: { gameId: 'abyss-whale-raid', launchUrl, transferred: 1500 },
    }),
  );

describe('launchGame', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    updateSession({ token: 'player-token' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSession();
    recentGames.replace([]);
  });

  it('asks the sandbox, records the game as recent and resolves the launch page on the server', async () => {
    fetchMock.mockResolvedValue(launched('/sandbox/play.html?game=abyss-whale-raid'));
    const url = await launchGame(
      'abyss-whale-raid',
      'https://casino.example/#/pages/GamesDetails/GamesDetails',
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/game/launch');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ gameId: 'abyss-whale-raid' });
    expect(url).toBe('https://casino.example/sandbox/play.html?game=abyss-whale-raid');
    expect(recentGames.ids()).toEqual(['abyss-whale-raid']);
  });

  it('records nothing when the sandbox refuses', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 402, msg: 'no balance', data: null }), { status: 402 }),
    );
    await expect(launchGame('abyss-whale-raid')).rejects.toMatchObject({ code: 402 });
    expect(recentGames.ids()).toEqual([]);
  });
});
