import { act, screen, waitFor, within } from '@testing-library/react';
import { tasks } from '@content/tasks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@/components/match-media-stub';
import { openRewardPopup } from '@/lib/rewards/reward-popup';
import { getSession } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';
import { rewardAnswers, signinFixture, taskInfoFixture } from '@/testing/rewards-fixture';
import { CallRefusal, stubCalls, type CallAnswers } from '@/testing/stub-calls';
import { RewardPopups } from './reward-popups';

const token = 'r'.repeat(64);

function open(popup: Parameters<typeof openRewardPopup>[0], answers: CallAnswers = {}) {
  const calls = stubCalls({ ...rewardAnswers, ...answers });
  const rendered = renderApp(<RewardPopups />, { session: { token, balance: 10_000, currency: 'USDT' } });
  act(() => openRewardPopup(popup));
  return { ...rendered, calls };
}

beforeEach(() => stubMatchMedia((query) => query.includes('reduce')));
afterEach(() => vi.unstubAllGlobals());

describe('the daily sign-in popup (S-SIDE-20-SIGNIN, S-POPUP-DAILY-SIGNIN)', () => {
  it('shows the week with each day’s reward, claimed days and today, and collects today’s reward', async () => {
    const claimed = {
      ...signinFixture,
      todaySignIn: true,
      Available: signinFixture.Available.map((day) => (day.day === 1 ? { ...day, status: 2 } : day)),
    };
    let signedToday = false;
    const { user, calls } = open('dailySignIn', {
      '/signin/info': () => (signedToday ? claimed : signinFixture),
      '/signin/claim': () => {
        signedToday = true;
        return { day: 1, currency: 'USDT', reward: 100, balance: 10_100 };
      },
      '/refresh-balance': () => ({
        currency: 'USDT',
        balance: signedToday ? 10_100 : 10_000,
        balances: [],
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Daily sign-in' });
    const days = await within(dialog).findAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveTextContent('Day 1');
    expect(days[0]).toHaveTextContent('1.00');
    expect(days[0]).toHaveTextContent('Today');
    expect(days[6]).toHaveTextContent('10.00');
    await user.click(within(dialog).getByRole('button', { name: 'Collect' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Collected' })).toBeDisabled());
    expect(days[0]).toHaveTextContent('Collected');
    expect(within(dialog).getByText('You’ve signed in today. See you tomorrow.')).toBeInTheDocument();
    expect(calls.bodies('/signin/claim')).toEqual([{ idempotencyKey: expect.any(String) }]);
    expect(getSession().balance).toBe(10_100);
  });
});

describe('the task centre popup (S-SIDE-21-TASKS, S-POPUP-TASKS)', () => {
  it('lists every task of content with its progress, and claims a done one', async () => {
    const [first] = tasks;
    if (!first) throw new Error('content has no tasks');
    let taken = false;
    const progress = () => ({
      tasks: taskInfoFixture.tasks.map((task) =>
        task.rewardId === first.id
          ? { ...task, progress: task.goal, status: taken ? 2 : 1, takeReward: taken }
          : task,
      ),
    });
    const { user, calls } = open('tasks', {
      '/task/info': progress,
      '/task/claim': () => {
        taken = true;
        return { rewardId: first.id, currency: 'USDT', reward: first.reward, balance: 10_500 };
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Task center' });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(tasks.length));
    const row = within(dialog).getAllByRole('listitem')[0] as HTMLElement;
    expect(row).toHaveTextContent(`${first.goal} of ${first.goal}`);
    await user.click(within(row).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(row).toHaveTextContent('Claimed'));
    expect(calls.bodies('/task/claim')).toEqual([{ rewardId: first.id, idempotencyKey: expect.any(String) }]);
    const others = within(dialog).getAllByRole('listitem').slice(1);
    for (const other of others) expect(other).toHaveTextContent('In progress');
  });
});

describe('the prize-wheel popup (S-SIDE-19-SPIN, S-POPUP-SPIN)', () => {
  it('spins the cheapest wheel, lands on the server’s prize, then shows the win and the new balance', async () => {
    let spun = false;
    const { user, calls } = open('spin', {
      '/spinwheel/spin': () => {
        spun = true;
        return { wheelId: 1, prizeIndex: 5, currency: 'USDT', reward: 1000, spinScore: 50, balance: 11_000 };
      },
      '/refresh-balance': () => ({ currency: 'USDT', balance: spun ? 11_000 : 10_000, balances: [] }),
      '/get/spin-score': () => ({ spinScore: spun ? 50 : 150 }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Spin & win' });
    await within(dialog).findByText('Your points: 150');
    expect(within(dialog).getByRole('button', { name: '100 points per spin' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const pointer = within(dialog).getByRole('button', { name: 'Spin' });
    await user.click(pointer);
    // A second press while the spin is asked for or turning does nothing.
    await user.click(pointer);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('You won ₮10.00 USDT!'));
    expect(calls.bodies('/spinwheel/spin')).toEqual([{ wheelId: 1, idempotencyKey: expect.any(String) }]);
    const wheel = within(dialog).getByTestId('reward-wheel').firstElementChild as HTMLElement;
    expect(wheel.dataset.rotation).toBe(String(10 * 360 + 360 - 5.5 * 45));
    await waitFor(() => expect(getSession().balance).toBe(11_000));
    // 50 points left: the next spin is refused, and says why.
    expect(within(dialog).getByRole('button', { name: 'Spin' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('button', { name: 'Spin' })).toHaveAccessibleDescription(
      'You don’t have enough points to spin yet.',
    );
  });

  it('refuses a spin below the chosen wheel’s cost with the reason, asking nothing', async () => {
    const { user, calls } = open('spin');
    const dialog = await screen.findByRole('dialog', { name: 'Spin & win' });
    await within(dialog).findByText('Your points: 150');
    await user.click(within(dialog).getByRole('button', { name: '500 points per spin' }));
    const pointer = within(dialog).getByRole('button', { name: 'Spin' });
    expect(pointer).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByText('You don’t have enough points to spin yet.')).toBeVisible();
    await user.click(pointer);
    expect(calls.bodies('/spinwheel/spin')).toEqual([]);
  });

  it('says the wheel is closed when it is switched off', async () => {
    open('spin', { '/spinwheel/cfg': { status: 0, items: [] } });
    const dialog = await screen.findByRole('dialog', { name: 'Spin & win' });
    expect(await within(dialog).findByText('The prize wheel is closed right now.')).toBeInTheDocument();
  });

  it('a spin the server refuses leaves the wheel idle for another try', async () => {
    const { user } = open('spin', {
      '/spinwheel/spin': () => {
        throw new CallRefusal(402);
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Spin & win' });
    await within(dialog).findByText('Your points: 150');
    await user.click(within(dialog).getByRole('button', { name: 'Spin' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Spin' })).not.toHaveAttribute('aria-disabled'),
    );
  });
});
