import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shippedLocales } from '@/lib/locale-choices';
import { renderApp, testMessages } from '@/testing/render-app';
import { balanceAdded } from '@/lib/balance-added';
import { closeRewardPopup, rewardPopup } from '@/lib/rewards/reward-popup';
import { celebrationPushes, sessionPrompt } from './session-event-store';
import { SessionPrompts } from './session-prompts';

describe('SessionPrompts', () => {
  const reload = vi.fn();
  beforeEach(() => {
    reload.mockClear();
    sessionPrompt.set(null);
    balanceAdded.set(null);
    celebrationPushes.set([]);
  });

  it('signed in elsewhere has one Sign out button that reloads', async () => {
    const { user } = renderApp(<SessionPrompts reload={reload} />);
    act(() => sessionPrompt.set('signedInElsewhere'));
    const dialog = screen.getByRole('dialog', { name: 'Signed in on another device' });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Sign out']);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(reload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('tells the player where to change the password, by the names the app shows, in every language', () => {
    const text = (tag: (typeof shippedLocales)[number]['tag'], key: string) =>
      (testMessages(tag)[key] ?? []).map((part) => ('value' in part ? String(part.value) : '')).join('');
    for (const { tag } of shippedLocales) {
      const prompt = text(tag, 'modals.signedInElsewhere.text');
      expect(prompt, tag).toContain(text(tag, 'avatarMenu.manageAccount'));
      expect(prompt, tag).toContain(text(tag, 'auth.signIn.forgotPassword'));
    }
  });

  it('account disabled has one OK button that reloads', async () => {
    const { user } = renderApp(<SessionPrompts reload={reload} />);
    act(() => sessionPrompt.set('accountDisabled'));
    expect(screen.getByRole('dialog', { name: 'Account disabled' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a new version (push 59) offers Cancel and Reload, as SPEC §8 words them', async () => {
    const { user } = renderApp(<SessionPrompts reload={reload} />);
    act(() => sessionPrompt.set('newVersion'));
    const dialog = screen.getByRole('dialog', { name: 'New version available' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(expect.arrayContaining(['Cancel', 'Reload']));
    expect(within(dialog).queryByRole('button', { name: 'Later' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => sessionPrompt.set('newVersion'));
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a spin-ready prompt opens the prize wheel, or is put off (K-SOCKET-60-SPIN)', async () => {
    closeRewardPopup();
    const { user } = renderApp(<SessionPrompts reload={reload} />);
    act(() => sessionPrompt.set('spinReady'));
    expect(screen.getByRole('dialog', { name: 'Spin & win' })).toHaveTextContent(
      'You have enough points to spin the wheel',
    );
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(rewardPopup.get()).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => sessionPrompt.set('spinReady'));
    await user.click(screen.getByRole('button', { name: 'Spin now' }));
    expect(rewardPopup.get()).toBe('spin');
    expect(sessionPrompt.get()).toBeNull();
  });

  it('shows the added amount divided by 100 with its currency', () => {
    renderApp(<SessionPrompts reload={reload} />);
    act(() => balanceAdded.set({ amount: 500, currency: 'USDT', serial: 1 }));
    expect(screen.getByRole('status')).toHaveTextContent('+5.00 USDT has been added to your balance');
  });

  it('opens the VIP celebrations a push queues', async () => {
    renderApp(<SessionPrompts reload={reload} />);
    act(() => celebrationPushes.set([{ cmd: 56, data: { vip: 1, reward: 188, currency: 'USDT' } }]));
    expect(await screen.findByRole('dialog', { name: 'Congratulations!' })).toHaveTextContent(
      'You’ve reached VIP 1: Bronze.',
    );
  });
});
