import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import HomePage from './home-page';
import { firstScreenCardCount, hotGames } from '@/features/lobby/components/home-rows';
import { favouriteGames, favouriteGamesKey } from '@/features/lobby/device-lists/favourite-games';
import { recentGames, recentGamesKey } from '@/features/lobby/device-lists/recent-games';
import { stubIntersectionObserver } from '@/testing/stub-intersection-observer';
import { withoutCanvas } from '@/testing/without-canvas';

// Home renders over a hundred cards: jsdom needs longer than the default 5 s on a busy machine.
describe('HomePage', { timeout: 20_000 }, () => {
  withoutCanvas();
  afterEach(() => {
    vi.unstubAllGlobals();
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

  it('builds the first row’s cards at once, and the other rows’ cards and the vendor logos when they come near the screen', () => {
    const announce = stubIntersectionObserver();
    renderApp(<HomePage />);
    const cardCounts = () =>
      screen
        .getAllByRole('region')
        .slice(0, -1) // the vendor strip
        .map((row) => within(row).queryAllByRole('article').length);
    const vendorLogos = () => within(screen.getByRole('region', { name: 'Providers' })).queryAllByRole('img');
    const [first, ...others] = cardCounts();
    expect(first).toBeGreaterThan(0);
    expect(others).toEqual(Array(others.length).fill(0));
    expect(vendorLogos()).toHaveLength(0);
    act(() => announce(true));
    expect(cardCounts().every((count) => count > 0)).toBe(true);
    expect(vendorLogos().length).toBeGreaterThan(0);
  });

  it('paints the hot row’s first screen alone, and its other cards after that paint', async () => {
    renderApp(<HomePage />);
    const hot = screen.getByRole('region', { name: 'Hot games' });
    expect(within(hot).getAllByRole('article')).toHaveLength(firstScreenCardCount);
    await waitFor(() => expect(within(hot).getAllByRole('article')).toHaveLength(hotGames.length));
  });

  it('gives the first cards of the hot row high priority and loads the rest of the page lazily', async () => {
    renderApp(<HomePage />);
    const hot = screen.getByRole('region', { name: 'Hot games' });
    await waitFor(() => expect(within(hot).getAllByRole('article')).toHaveLength(hotGames.length));
    const images = [...document.querySelectorAll('img.thumbnail__image')];
    const priorities = images.map((image) => image.getAttribute('fetchpriority'));
    expect(priorities.slice(0, 3)).toEqual(['high', 'high', 'high']);
    expect(priorities.slice(3).every((priority) => priority === null)).toBe(true);
    // Preloaded, so painted in the frame that shows their cards.
    const decoding = images.map((image) => image.getAttribute('decoding'));
    expect(decoding.slice(0, 3)).toEqual(['sync', 'sync', 'sync']);
    expect(decoding.slice(3).every((value) => value === 'async')).toBe(true);
    const loading = images.map((image) => image.getAttribute('loading'));
    expect(loading.slice(0, 6)).toEqual(Array(6).fill('eager'));
    expect(loading.slice(6).every((value) => value === 'lazy')).toBe(true);
  });
});
