import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/lib/auth-dialog';
import { renderApp } from '@/testing/render-app';
import GameDetailsPage from '@/features/lobby/pages/game-details-page';
import { favouriteGames, favouriteGamesKey } from '@/features/lobby/device-lists/favourite-games';
import { withoutCanvas } from '@/testing/without-canvas';

const detailsRoute = '/pages/GamesDetails/GamesDetails?id=abyss-whale-raid';

/** Shows which sign-in dialog the shell would open. */
function OpenAuthDialog() {
  return <output aria-label="Open dialog">{useAuthDialog() ?? 'none'}</output>;
}

describe('FavouriteButton', () => {
  withoutCanvas();
  afterEach(() => {
    vi.unstubAllGlobals();
    favouriteGames.replace([]);
  });

  it('asks a visitor to sign in', async () => {
    const { user } = renderApp(
      <>
        <GameDetailsPage />
        <OpenAuthDialog />
      </>,
      { route: detailsRoute },
    );
    await user.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(screen.getByRole('status', { name: 'Open dialog' })).toHaveTextContent('signIn');
    expect(window.localStorage.getItem(favouriteGamesKey)).toBeNull();
  });

  it('keeps a player’s favourite on the sandbox and says so', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ code: 0, msg: 'ok', data: { games: ['abyss-whale-raid'] } })),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderApp(<GameDetailsPage />, { route: detailsRoute, session: { token: 'player' } });
    await user.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/game/favorite/add');
    expect(JSON.parse(window.localStorage.getItem(favouriteGamesKey) ?? '')).toEqual(['abyss-whale-raid']);
  });
});
