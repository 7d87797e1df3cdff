import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chosenCategoryKey } from '@/lib/chosen-category';
import { renderApp } from '@/testing/render-app';
import ClassifyPage from './classify-page';
import { withoutCanvas } from '@/testing/without-canvas';

// Pages render dozens of cards: jsdom needs longer than the default 5 s on a busy machine.
describe('ClassifyPage', { timeout: 20_000 }, () => {
  withoutCanvas();

  it('opens the stored category and narrows it by a vendor tab', async () => {
    window.localStorage.setItem(chosenCategoryKey, 'fishing');
    const { user } = renderApp(<ClassifyPage />, { route: '/pages/classify/classify?Leixing=1&index=0' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fishing' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const vendorTabs = screen.getByRole('navigation', { name: 'Providers' });
    expect(within(vendorTabs).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(vendorTabs).getByRole('link', { name: 'Golden Lantern' }));
    expect(within(vendorTabs).getByRole('link', { name: 'Golden Lantern' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const cards = screen.getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).toHaveTextContent('by Golden Lantern');
  });

  it('stores a category chosen from its tabs', async () => {
    const { user } = renderApp(<ClassifyPage />, { route: '/pages/classify/classify?Leixing=1&index=0' });
    const categoryTabs = await screen.findByRole('navigation', { name: 'Game categories' });
    await user.click(within(categoryTabs).getByRole('link', { name: 'Poker' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Poker' })).toBeInTheDocument();
    expect(window.localStorage.getItem(chosenCategoryKey)).toBe('poker');
  });

  it('opens the category its address names, whatever is stored', async () => {
    window.localStorage.setItem(chosenCategoryKey, 'fishing');
    renderApp(<ClassifyPage />, { route: '/pages/classify/classify?Leixing=1&index=0&category=poker' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Poker' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const categoryTabs = screen.getByRole('navigation', { name: 'Game categories' });
    expect(within(categoryTabs).getByRole('link', { name: 'Fishing' })).toHaveAttribute(
      'href',
      '/pages/classify/classify?Leixing=1&index=0&category=fishing',
    );
  });

  it('lists hot games for Leixing=3 without category tabs', async () => {
    renderApp(<ClassifyPage />, { route: '/pages/classify/classify?Leixing=3&index=0' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot games' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Game categories' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Abyss Whale Raid' })).toBeInTheDocument();
  });
});
