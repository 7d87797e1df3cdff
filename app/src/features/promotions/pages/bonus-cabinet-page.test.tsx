import { screen } from '@testing-library/react';
import { taskCurrency, tasks } from '@content/tasks';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/lib/auth-dialog';
import { rewardPopup } from '@/lib/rewards/reward-popup';
import { renderApp } from '@/testing/render-app';
import { stubCalls } from '@/testing/stub-calls';
import BonusCabinetPage from './bonus-cabinet-page';
import BonusLoginPage from './bonus-login-page';

function RewardPopupProbe() {
  return <output aria-label="reward popup">{rewardPopup.use() ?? 'none'}</output>;
}

function DialogProbe() {
  return <output aria-label="dialog">{useAuthDialog() ?? 'none'}</output>;
}

afterEach(() => vi.unstubAllGlobals());

describe('bonus-cabinet', () => {
  it('shows a visitor what registering brings: the tasks’ rewards, the VIP club, and Register', async () => {
    stubCalls({});
    const { user } = renderApp(
      <>
        <BonusCabinetPage />
        <DialogProbe />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Bonus cabinet' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Rewards for getting started' });
    expect(list.querySelectorAll('li')).toHaveLength(tasks.length);
    const first = tasks[0];
    if (first) expect(list).toHaveTextContent(`${(first.reward / 100).toFixed(2)} ${taskCurrency}`);
    expect(screen.getByRole('link', { name: 'See the VIP club' })).toHaveAttribute(
      'href',
      '/pages/VipClubsNew/VipClubsNew',
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('status', { name: 'dialog' })).toHaveTextContent('register');
  });

  it('sends a signed-in player on to the Bonus tab', () => {
    stubCalls({});
    renderApp(
      <Routes>
        <Route path="/pages/bonus-cabinet/bonus-cabinet" element={<BonusCabinetPage />} />
        <Route path="/pages/Bonus/Bonus" element={<p>the Bonus tab</p>} />
      </Routes>,
      { route: '/pages/bonus-cabinet/bonus-cabinet', session: { token: 'a'.repeat(64) } },
    );
    expect(screen.getByText('the Bonus tab')).toBeInTheDocument();
  });
});

describe('Bonus-Logoin', () => {
  it('asks a visitor to sign in', () => {
    stubCalls({});
    renderApp(<BonusLoginPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Bonus sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('leads a player to their applications, rebates, VIP club, the promotions and the daily sign-in', async () => {
    stubCalls({});
    const { user } = renderApp(
      <>
        <BonusLoginPage />
        <RewardPopupProbe />
      </>,
      { session: { token: 'a'.repeat(64) } },
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/pages/ApplicationActivitiesList/ApplicationActivitiesList',
      '/pages/Bettingrebates/Bettingrebates',
      '/pages/VipClubsNew/VipClubsNew',
      '/pages/Bonus/Bonus',
    ]);
    await user.click(screen.getByRole('button', { name: /^Daily sign-in/ }));
    expect(screen.getByRole('status', { name: 'reward popup' })).toHaveTextContent('dailySignIn');
  });
});
