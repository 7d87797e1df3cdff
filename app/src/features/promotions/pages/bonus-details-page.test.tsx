import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/lib/auth-dialog';
import { renderApp } from '@/testing/render-app';
import { stubCalls } from '@/testing/stub-calls';
import { withoutCanvas } from '@/testing/without-canvas';
import { fixtureNow } from '@/features/promotions/testing/promotion-fixtures';
import BonusDetailsPage from './bonus-details-page';

vi.mock('@content/promotions', async () => ({
  promotions: (await import('@/features/promotions/testing/promotion-fixtures')).fixturePromotions,
}));

const text = (v: string) => ({ t: 'text', v }) as const;
const welcomeBodies = {
  en: {
    body: [{ t: 'p', c: [text('Deposit and get 150% extra.')] }],
    terms: [{ t: 'p', c: [text('Wager 30 times.')] }],
  },
  ar: {
    body: [{ t: 'p', c: [text('أودع واحصل على 150٪.')] }],
    terms: [{ t: 'p', c: [text('راهن 30 مرة.')] }],
  },
};

vi.mock('@/features/promotions/promotion-bodies', () => ({
  hasPromotionBodies: (id: string) => id !== 'ended-cashback',
  loadPromotionBodies: (id: string) => (id === 'ended-cashback' ? undefined : Promise.resolve(welcomeBodies)),
}));

const token = 'd'.repeat(64);
const route = (id: string) => `/pages/BonusDetails/BonusDetails?id=${id}`;
const record = (status: 1 | 2 | 3 | 4) => ({
  id: 7,
  promotionId: 'welcome-week',
  title: 'Welcome week',
  status,
  createdAt: fixtureNow / 1000,
  currency: 'USDT',
  reward: 0,
});

function DialogProbe() {
  return <output aria-label="dialog">{useAuthDialog() ?? 'none'}</output>;
}

describe('a promotion’s page', () => {
  withoutCanvas();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(fixtureNow);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows its title, dates, a countdown while it runs, and its body and terms', async () => {
    stubCalls({});
    renderApp(<BonusDetailsPage />, { route: route('welcome-week') });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome week' })).toBeInTheDocument();
    expect(screen.getByText('Running now')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('77 days');
    expect(await screen.findByText('Deposit and get 150% extra.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeInTheDocument();
    expect(screen.getByText('Wager 30 times.')).toBeInTheDocument();
  });

  it('speaks Arabic where the content has it', async () => {
    stubCalls({});
    renderApp(<BonusDetailsPage />, { route: route('welcome-week'), locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'أسبوع الترحيب' })).not.toHaveAttribute('lang');
    expect(await screen.findByText('أودع واحصل على 150٪.')).toBeInTheDocument();
  });

  it('is the not-found view for an id the content does not know', () => {
    stubCalls({});
    renderApp(<BonusDetailsPage />, { route: route('no-such-promotion') });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('offers no Apply on a promotion that has ended, and no countdown', () => {
    stubCalls({});
    renderApp(<BonusDetailsPage />, { route: route('ended-cashback') });
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('sends a visitor’s Apply to sign in, and asks the server nothing', async () => {
    const calls = stubCalls({});
    const { user } = renderApp(
      <>
        <BonusDetailsPage />
        <DialogProbe />
      </>,
      { route: route('welcome-week') },
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('status', { name: 'dialog' })).toHaveTextContent('signIn');
    expect(calls.paths()).toEqual([]);
  });

  it('applies for a signed-in player once, with a key, and shows the application under review', async () => {
    const calls = stubCalls({
      '/apply/activity/record': { type: 1, records: [] },
      '/apply/activity': () => record(1),
    });
    const { user } = renderApp(<BonusDetailsPage />, { route: route('welcome-week'), session: { token } });
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See your applications' })).toHaveAttribute(
      'href',
      '/pages/ApplicationActivitiesList/ApplicationActivitiesList',
    );
    const [sent] = calls.bodies('/apply/activity');
    expect(sent).toEqual({ promotionId: 'welcome-week', idempotencyKey: expect.any(String) });
    expect(calls.bodies('/apply/activity')).toHaveLength(1);
  });

  it('shows the state of an application already made instead of Apply', async () => {
    stubCalls({ '/apply/activity/record': { type: 1, records: [record(2)] } });
    renderApp(<BonusDetailsPage />, { route: route('welcome-week'), session: { token } });
    await waitFor(() => expect(screen.getByText('Ready to claim')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });
});
