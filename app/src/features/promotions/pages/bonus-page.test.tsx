import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { withoutCanvas } from '@/testing/without-canvas';
import { fixtureNow } from '@/features/promotions/testing/promotion-fixtures';
import BonusPage from './bonus-page';

vi.mock('@content/promotions', async () => ({
  promotions: (await import('@/features/promotions/testing/promotion-fixtures')).fixturePromotions,
}));

function cards() {
  return screen.getAllByRole('article');
}

describe('the Bonus tab', () => {
  withoutCanvas();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(fixtureNow);
  });
  afterEach(() => vi.useRealTimers());

  it('shows each promotion as a card leading to its details, running and coming first, ended last', () => {
    renderApp(<BonusPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    expect(cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Welcome week',
      'Spring reload',
      'Autumn cashback',
    ]);
    const [welcome, spring, ended] = cards();
    if (!welcome || !spring || !ended) throw new Error('three cards expected');
    expect(within(welcome).getByRole('link', { name: 'Welcome week' })).toHaveAttribute(
      'href',
      '/pages/BonusDetails/BonusDetails?id=welcome-week',
    );
    expect(within(welcome).getByText('Up to 150% on your first deposits.')).toBeInTheDocument();
    expect(within(welcome).getByText('Running now')).toBeInTheDocument();
    expect(within(spring).getByText('Coming soon')).toBeInTheDocument();
    expect(within(ended).getByText('Ended')).toBeInTheDocument();
    expect(welcome.querySelector('.promotion-dates__range')?.textContent).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).formatRange(
        new Date('2026-11-01T00:00:00Z'),
        new Date('2027-01-31T23:59:59Z'),
      ),
    );
  });

  it('draws each banner in a fixed box with its srcset, the first one fetched first', () => {
    const { container } = renderApp(<BonusPage />);
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(3);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[0]?.getAttribute('srcset')).toContain('800w');
    expect(container.querySelector('.thumbnail')).toHaveStyle({ aspectRatio: '400 / 200' });
  });

  it('speaks Arabic where the content has it, and marks English where it has not', () => {
    renderApp(<BonusPage />, { locale: 'ar' });
    const welcome = screen.getByRole('heading', { level: 2, name: 'أسبوع الترحيب' });
    expect(welcome).not.toHaveAttribute('lang');
    const spring = screen.getByRole('heading', { level: 2, name: 'Spring reload' });
    expect(spring).toHaveAttribute('lang', 'en');
    expect(spring).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('A reload every weekend.')).toHaveAttribute('lang', 'en');
  });
});
