import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { CallRefusal, pagedAnswer, stubCalls } from '@/testing/stub-calls';
import ReferredPlayersPage from './referred-players-page';

const token = 'p'.repeat(64);
const route = '/pages/ReferredPlayers/ReferredPlayers';
const joinedAt = Date.UTC(2026, 10, 20, 12) / 1000;
const players = Array.from({ length: 12 }, (_, index) => ({
  userId: 100 + index,
  nickName: `Friend ${index + 1}`,
  joinedAt,
  deposited: index === 0,
  earned:
    index === 0
      ? [
          { currency: 'USDT', reward: 500 },
          { currency: 'BRL', reward: 250 },
        ]
      : [{ currency: 'USDT', reward: 500 }],
}));

const page = () => renderApp(<ReferredPlayersPage />, { route, session: { token } });

/** Each body row's cells' text as a screen reader has it (card labels and currency marks are hidden from it). */
function rows() {
  const table = screen.getByRole('table', { name: 'Referred players' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => {
          const copy = cell.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
          return copy.textContent;
        }),
    );
}

describe('ReferredPlayers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each referred player: nickname, day joined, first deposit, what they earned the player', async () => {
    const calls = stubCalls({ '/referral/players': (body) => pagedAnswer(players, body) });
    page();
    await screen.findByRole('table', { name: 'Referred players' });
    const shownDate = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(joinedAt * 1000);
    // As a screen reader reads them: each amount with its currency's code.
    expect(rows()[0]).toEqual(['Friend 1', shownDate, 'Yes', '5.00 USDT2.50 BRL']);
    expect(rows()[1]).toEqual(['Friend 2', shownDate, 'No', '5.00 USDT']);
    expect(rows()).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('12 referred players');
    expect(calls.bodies('/referral/players')).toEqual([{ page: 1, pageSize: 10 }]);
  });

  it('asks the server for the next page', async () => {
    const calls = stubCalls({ '/referral/players': (body) => pagedAnswer(players, body) });
    const { user } = page();
    await screen.findByRole('table', { name: 'Referred players' });
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]?.[0]).toBe('Friend 11');
    expect(calls.bodies('/referral/players')).toEqual([
      { page: 1, pageSize: 10 },
      { page: 2, pageSize: 10 },
    ]);
  });

  it('says nobody has joined yet and leads to the referral link', async () => {
    stubCalls({ '/referral/players': (body) => pagedAnswer([], body) });
    page();
    expect(
      await screen.findByText('Nobody has joined with your link yet. Share it to start earning.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get your referral link' })).toHaveAttribute(
      'href',
      '/pages/Referandearn/Referandearn',
    );
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    stubCalls({
      '/referral/players': (body) => {
        if (fail) throw new CallRefusal(500);
        return pagedAnswer(players, body);
      },
    });
    const { user } = page();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Couldn’t load your referred players.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Referred players' })).toBeVisible();
  });

  it('asks a visitor to sign in, calling nothing', () => {
    const calls = stubCalls({});
    renderApp(<ReferredPlayersPage />, { route });
    expect(screen.getByText('Sign in to see the players you referred.')).toBeVisible();
    expect(calls.paths()).toEqual([]);
  });
});
