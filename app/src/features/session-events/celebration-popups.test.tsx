import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { stubMatchMedia, viewportWidth } from '@/components/match-media-stub';
import { renderApp } from '@/testing/render-app';
import { testUser } from '@/testing/test-user';
import { CelebrationPopups, celebrationOf } from './celebration-popups';
import { celebrationPushes } from './session-event-store';

function Harness() {
  return (
    <>
      <button type="button">Before</button>
      <CelebrationPopups />
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/pages/VipClubsNew/VipClubsNew" element={<p>VIP club page</p>} />
      </Routes>
    </>
  );
}

const levelUp = { cmd: 56, data: { vip: 3, reward: 1888, currency: 'USDT' } };
const birthday = { cmd: 57, data: { vip: 4, reward: 2500, currency: 'USDT' } };

/** The socket's push arriving, as handleSessionPush queues it. */
function celebrate(push: { cmd: number; data: Record<string, unknown> }) {
  celebrationPushes.set([...celebrationPushes.get(), { ...push }]);
}

/** A push arrives while the Before button has focus. */
async function arrive(push: { cmd: number; data: Record<string, unknown> }) {
  const rendered = renderApp(<Harness />, { session: { token: 't', user: testUser({ vip: 2 }) } });
  screen.getByRole('button', { name: 'Before' }).focus();
  act(() => celebrate(push));
  return { ...rendered, dialog: await screen.findByRole('dialog') };
}

// A 1024 px window; each test says whether it asked for reduced motion.
beforeEach(() => {
  celebrationPushes.set([]);
  stubMatchMedia(viewportWidth(1024));
});
afterEach(() => vi.unstubAllGlobals());

describe('the level-up popup (push 56)', () => {
  it('congratulates with the new level’s name and the reward in its currency', async () => {
    const { dialog } = await arrive(levelUp);
    expect(dialog).toHaveAccessibleName('Congratulations!');
    expect(dialog).toHaveTextContent('You’ve reached VIP 3: Gold.');
    expect(dialog).toHaveTextContent('Your level-up reward');
    expect(dialog).toHaveTextContent('18.88 USDT');
    expect(dialog).toHaveTextContent('Added to your balance');
  });

  it('without a reward says nothing about money', async () => {
    const { dialog } = await arrive({ cmd: 56, data: { vip: 3 } });
    expect(dialog).toHaveTextContent('You’ve reached VIP 3: Gold.');
    expect(dialog).not.toHaveTextContent('Your level-up reward');
  });

  it('moves focus in, and gives it back when closed by Escape', async () => {
    const { dialog, user } = await arrive(levelUp);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    expect(celebrationPushes.get()).toEqual([]);
  });

  it('closes by its OK button and by its close button', async () => {
    const { user } = await arrive(levelUp);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => celebrate(levelUp));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });

  it('See your benefits opens the VIP club page', async () => {
    const { user } = await arrive(levelUp);
    await user.click(screen.getByRole('button', { name: 'See your benefits' }));
    expect(await screen.findByText('VIP club page')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lets its confetti fall only when motion is allowed', async () => {
    const { dialog } = await arrive(levelUp);
    expect(dialog.querySelector('.celebration')).toHaveAttribute('data-motion', 'moving');
    expect(dialog.querySelector('.celebration')).toHaveAttribute('aria-hidden', 'true');
  });

  it('holds still, and closes without an animation, for a player who asked for reduced motion', async () => {
    stubMatchMedia((query) => query.includes('reduce') || viewportWidth(1024)(query));
    const { dialog, user } = await arrive(levelUp);
    expect(dialog.querySelector('.celebration')).toHaveAttribute('data-motion', 'still');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is followed by the next celebration once closed', async () => {
    const { user } = await arrive(levelUp);
    act(() => celebrate(birthday));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('dialog', { name: 'Happy birthday!' })).toBeInTheDocument();
  });
});

describe('the birthday popup (push 57)', () => {
  it('greets the player with the gift of their level', async () => {
    const { dialog } = await arrive(birthday);
    expect(dialog).toHaveAccessibleName('Happy birthday!');
    expect(dialog).toHaveTextContent('Wishing you a wonderful day and a great year ahead.');
    expect(dialog).toHaveTextContent('Your VIP 4 birthday gift');
    expect(dialog).toHaveTextContent('25.00 USDT');
    expect(screen.queryByRole('button', { name: 'See your benefits' })).not.toBeInTheDocument();
  });

  it('greets without a gift when this year’s was already given', async () => {
    const { dialog } = await arrive({ cmd: 57, data: { vip: 4, reward: 0, currency: 'USDT' } });
    expect(dialog).toHaveTextContent('Wishing you a wonderful day');
    expect(dialog).not.toHaveTextContent('birthday gift');
  });

  it('moves focus in, closes by Escape and gives focus back', async () => {
    stubMatchMedia((query) => query.includes('reduce') || viewportWidth(1024)(query));
    const { dialog, user } = await arrive(birthday);
    expect(dialog.querySelector('.celebration')).toHaveAttribute('data-motion', 'still');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });

  it('is translated', async () => {
    renderApp(<Harness />, { locale: 'ar' });
    act(() => celebrate(birthday));
    expect(await screen.findByRole('dialog', { name: 'عيد ميلاد سعيد!' })).toBeInTheDocument();
  });
});

describe('celebrationOf', () => {
  it.each([
    [
      { cmd: 56, data: { vip: 3, reward: 1888, currency: 'BDT' } },
      { kind: 'levelUp', level: 3, reward: 1888, currency: 'BDT' },
    ],
    [
      { cmd: 57, data: { vip: 4, reward: 500 } },
      { kind: 'birthday', level: 4, reward: 500, currency: 'USDT' },
    ],
    [
      { cmd: 57, data: {} },
      { kind: 'birthday', level: 6, reward: 0, currency: 'USDT' },
    ],
    [
      { cmd: 56, data: { vip: 'x', reward: -5 } },
      { kind: 'levelUp', level: 6, reward: 0, currency: 'USDT' },
    ],
  ])('reads %j (the player at VIP 6)', (push, expected) => {
    expect(celebrationOf(push, 6)).toEqual(expected);
  });
});
