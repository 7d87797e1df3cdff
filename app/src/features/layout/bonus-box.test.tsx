import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { tasks } from '@content/tasks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rewardPopup } from '@/lib/rewards/reward-popup';
import { updateRewards } from '@/lib/rewards/rewards-store';
import { updateSession } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';
import { rewardAnswers, taskInfoFixture } from '@/testing/rewards-fixture';
import { stubCalls } from '@/testing/stub-calls';
import BonusBox from './bonus-box';
import { TopBar } from './top-bar';
import { useSession } from '@/lib/session-store';

const token = 'b'.repeat(64);
const novice = tasks.filter((task) => task.novice);

function SessionBonusBox() {
  return <BonusBox session={useSession()} />;
}

function renderBox(bonusCount = 0) {
  const result = renderApp(<SessionBonusBox />, { session: { token, bonusCount, taskSwitch: true } });
  act(() => updateRewards({ tasks: taskInfoFixture.tasks }));
  return result;
}

afterEach(() => vi.unstubAllGlobals());

describe('the bonus box (S-TOPBAR-BONUSBOX)', () => {
  it('says its count and shows it on the badge', () => {
    renderBox(3);
    const button = screen.getByRole('button', { name: 'Bonus box (3 rewards to claim)' });
    expect(button).toHaveTextContent('3');
  });

  it('opens its panel of novice tasks on Enter, with their progress', async () => {
    const { user } = renderBox(1);
    const button = screen.getByRole('button', { name: /^Bonus box/ });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getByRole('heading', { name: 'Beginner tasks' })).toBeVisible();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(novice.length);
    expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent(`0 of ${novice[0]?.goal ?? 0}`);
  });

  it('opens on a mouse hover and on a tap', async () => {
    const { user } = renderBox();
    const button = screen.getByRole('button', { name: 'Bonus box' });
    fireEvent.pointerEnter(button.parentElement as HTMLElement, { pointerType: 'mouse' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(button.parentElement as HTMLElement, { pointerType: 'mouse' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('claims a done novice task from the panel and opens the task centre', async () => {
    const [first] = novice;
    if (!first) throw new Error('content has no novice task');
    let taken = false;
    const calls = stubCalls({
      ...rewardAnswers,
      '/task/info': () => ({
        tasks: taskInfoFixture.tasks.map((task) =>
          task.rewardId === first.id
            ? { ...task, progress: task.goal, status: taken ? 2 : 1, takeReward: taken }
            : task,
        ),
      }),
      '/task/claim': () => {
        taken = true;
        return { rewardId: first.id, currency: 'USDT', reward: first.reward, balance: 100 };
      },
    });
    const { user } = renderBox(1);
    act(() =>
      updateRewards({
        tasks: taskInfoFixture.tasks.map((task) =>
          task.rewardId === first.id ? { ...task, progress: task.goal, status: 1 } : task,
        ),
      }),
    );
    await user.click(screen.getByRole('button', { name: /^Bonus box/ }));
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull());
    expect(calls.bodies('/task/claim')).toEqual([{ rewardId: first.id, idempotencyKey: expect.any(String) }]);
    await user.click(screen.getByRole('button', { name: 'See all tasks' }));
    expect(rewardPopup.get()).toBe('tasks');
  });

  it('flashes for 2 s when the count rises (N-BONUS-FLASH-2S)', () => {
    vi.useFakeTimers();
    try {
      renderBox(1);
      const box = () => screen.getByRole('button', { name: /^Bonus box/ }).parentElement as HTMLElement;
      expect(box()).not.toHaveClass('bonus-box--flash');
      act(() => updateSession({ bonusCount: 2 }));
      expect(box()).toHaveClass('bonus-box--flash');
      act(() => vi.advanceTimersByTime(2000));
      expect(box()).not.toHaveClass('bonus-box--flash');
    } finally {
      vi.useRealTimers();
    }
  });

  it('in the top bar, opens a signed-in player’s panel, not bonus-cabinet (the defect)', async () => {
    stubCalls({ ...rewardAnswers, '/recharge/channel': { currencies: [], methodLimits: [] } });
    const { user } = renderApp(<TopBar wide menuOpen={false} onToggleMenu={() => {}} menuId="menu" />, {
      session: { token, bonusCount: 2 },
    });
    const button = await screen.findByRole('button', { name: 'Bonus box (2 rewards to claim)' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Beginner tasks' })).toBeVisible();
  });
});
