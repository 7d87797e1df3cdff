import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import SearchPage from './search-page';
import { withoutCanvas } from '@/testing/without-canvas';

const searchRoute = '/pages/searchFor/searchFor';

// Pages render dozens of cards: jsdom needs longer than the default 5 s on a busy machine.
describe('SearchPage', { timeout: 20_000 }, () => {
  withoutCanvas();

  it('finds a game as the player types and announces how many', async () => {
    const { user } = renderApp(<SearchPage />, { route: searchRoute });
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'WHALE');
    expect(await screen.findByRole('article', { name: 'Abyss Whale Raid' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(/^1 game found$/);
  });

  it('says so when nothing matches', async () => {
    const { user } = renderApp(<SearchPage />, { route: searchRoute });
    await user.type(await screen.findByRole('searchbox'), 'qqqq');
    expect(screen.getByText('No games match your search. Try another word.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    const suggestions = screen.getByRole('navigation', { name: 'Browse a category instead' });
    expect(within(suggestions).getByRole('link', { name: 'Fishing' })).toBeInTheDocument();
  });

  it('finds games by the Japanese category label in the Japanese UI', async () => {
    const { user } = renderApp(<SearchPage />, { route: searchRoute, locale: 'ja' });
    await user.type(await screen.findByRole('searchbox'), 'フィッシング');
    const results = await screen.findByRole('list', { name: /件のゲームが見つかりました/ });
    expect(within(results).getByRole('article', { name: 'Abyss Whale Raid' })).toBeInTheDocument();
  });
});
