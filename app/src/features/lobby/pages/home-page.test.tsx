import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import HomePage from './home-page';
import { favouriteGames, favouriteGamesKey } from '../device-lists/favourite-games';
import { recentGames, recentGamesKey } from '../device-lists/recent-games';
import { withoutCanvas } from '../testing/without-canvas';

// Home renders over a hundred cards: jsdom needs longer than the default 5 s on a busy machine.
describe('HomePage', { timeout: 20_000 }, () => {
  withoutCanvas();
  afterEach(() => {
    favouriteGames.reload();
    recentGames.reload();
  });

  it('shows hot games, category rows and the vendor strip, and no empty personal rows', () => {
    renderApp(<HomePage />);
    const hot = screen.getByRole('region', { name: 'Hot games' });
    expect(within(hot).getByRole('article', { name: 'Abyss Whale Raid' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fishing' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Providers' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your favorites' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recently played' })).not.toBeInTheDocument();
  });

  it('shows the favourites and recent games kept on the device, skipping unknown ids', () => {
    window.localStorage.setItem(favouriteGamesKey, JSON.stringify(['ace-king-duel', 'no-such-game']));
    window.localStorage.setItem(recentGamesKey, JSON.stringify(['abyss-whale-raid']));
    favouriteGames.reload();
    recentGames.reload();
    renderApp(<HomePage />);
    const favourites = screen.getByRole('region', { name: 'Your favorites' });
    const cardNames = within(favourites)
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-label'));
    expect(cardNames).toEqual(['Ace King Duel']);
    const recent = screen.getByRole('region', { name: 'Recently played' });
    expect(within(recent).getByRole('article', { name: 'Abyss Whale Raid' })).toBeInTheDocument();
  });
});
