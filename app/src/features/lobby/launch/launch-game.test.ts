import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetOpenGame, getOpenGame } from '@/lib/game-session';
import { getSession, resetSession, updateSession } from '@/lib/session-store';
import { recentGames } from '@/features/lobby/device-lists/recent-games';
import { launchDemo, launchGame } from './launch-game';

const launched = (launchUrl: string) =>
  new Response(
    JSON.stringify({
      code: 0,
      msg: 'ok',
      data: {
        launchId: '0123456789abcdef0123456789abcdef',
        gameId: 'abyss-whale-raid',
        launchUrl,
        demo: false,
        inProgress: true,
        currency: 'USDT',
        balance: 1500,
        transferred: 1500,
      },
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
    forgetOpenGame();
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
    expect(getSession().gameInProgress).toBe(true);
    expect(getOpenGame()).toMatchObject({ gameId: 'abyss-whale-raid', demo: false });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/refresh-balance');
  });

  it('opens a free try with play money, leaving the wallet out of it', async () => {
    resetSession();
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          code: 0,
          msg: 'ok',
          data: {
            launchId: 'fedcba9876543210fedcba9876543210',
            gameId: 'abyss-whale-raid',
            launchUrl: '/sandbox/game/fedcba9876543210fedcba9876543210?demo=1',
            demo: true,
            inProgress: true,
            currency: 'USDT',
            balance: 100_000,
          },
        }),
      ),
    );
    const url = await launchDemo('abyss-whale-raid', 'https://casino.example/');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/game/demo');
    expect(url).toBe('https://casino.example/sandbox/game/fedcba9876543210fedcba9876543210?demo=1');
    expect(getSession().gameInProgress).toBe(false);
    expect(getOpenGame()).toMatchObject({ demo: true });
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
