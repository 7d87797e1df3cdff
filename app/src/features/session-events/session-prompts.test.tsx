import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { balanceAdded } from '@/lib/balance-added';
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

  it('account disabled has one OK button that reloads', async () => {
    const { user } = renderApp(<SessionPrompts reload={reload} />);
    act(() => sessionPrompt.set('accountDisabled'));
    expect(screen.getByRole('dialog', { name: 'Account disabled' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a new version can be put off or reloaded', async () => {
    const { user } = renderApp(<SessionPrompts reload={reload} />);
    act(() => sessionPrompt.set('newVersion'));
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => sessionPrompt.set('newVersion'));
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
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
