import { screen, within } from '@testing-library/react';
import { vipLevels } from '@content/vip';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';
import { stubCalls } from '@/testing/stub-calls';
import { testUser } from '@/testing/test-user';
import VipClubPage from './vip-club-page';

const token = 'c'.repeat(64);
const silverProgress = { vip: 2, progressRate: 40, points: 1100, nextPoints: 2000 };

function levelCards() {
  const list = screen.getByRole('region', { name: 'All levels' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('vip-level'));
}

function signedIn(
  vipProgress:
    typeof silverProgress | { vip: number; progressRate: number; points: number; nextPoints: null },
) {
  return { token, user: testUser({ vip: vipProgress.vip }), vipProgress };
}

afterEach(() => vi.unstubAllGlobals());

describe('the VIP club page', () => {
  it('lists every level of the content in order, with its threshold, rewards as money and benefits', () => {
    stubCalls({});
    renderApp(<VipClubPage />);
    const cards = levelCards();
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
      vipLevels.map((level) => expect.stringMatching(new RegExp(`^VIP ${level.level} · \\S`))),
    );
    expect(cards[3]).toHaveAccessibleName('VIP 3 · Gold');
    const bronze = cards[1];
    if (!bronze) throw new Error('no VIP 1');
    expect(within(bronze).getByText('Points needed', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '100',
    );
    expect(within(bronze).getByText('Level-up reward', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '1.88 USDT',
    );
    expect(within(bronze).getByText('Birthday gift', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '2.00 USDT',
    );
    expect(within(bronze).getByRole('heading', { level: 4, name: 'Benefits' })).toBeInTheDocument();
    expect(within(bronze).getByText('0.3% rebate')).toBeInTheDocument();
    const member = cards[0];
    if (!member) throw new Error('no VIP 0');
    expect(within(member).getByText('Level-up reward', { selector: 'dt' }).nextSibling).toHaveTextContent(
      'None',
    );
    expect(within(member).getByText('Benefits start at VIP 1.')).toBeInTheDocument();
  });

  it('shows a visitor the levels and the way in, and asks nothing of the server', async () => {
    const calls = stubCalls({});
    const { user } = renderApp(<VipClubPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'VIP Club' })).toBeInTheDocument();
    expect(
      screen.getByText('Sign in to see your VIP level and your progress to the next one.'),
    ).toBeInTheDocument();
    expect(levelCards()).toHaveLength(vipLevels.length);
    expect(levelCards().filter((card) => card.hasAttribute('aria-current'))).toEqual([]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(calls.paths()).toEqual([]);
  });

  it('marks the player’s level and shows the progress toward the next', async () => {
    const calls = stubCalls({ '/vip/progress': silverProgress });
    renderApp(<VipClubPage />, { session: signedIn(silverProgress) });
    const standing = screen.getByRole('region', { name: 'VIP 2 · Silver' });
    expect(within(standing).getByText('Your level')).toBeInTheDocument();
    const bar = within(standing).getByRole('progressbar', { name: 'Progress to VIP 3' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(standing).toHaveTextContent('1,100 of 2,000 VIP points');
    expect(standing).toHaveTextContent('Next level: VIP 3');
    const current = levelCards().filter((card) => card.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAccessibleName('VIP 2 · Silver');
    expect(within(current[0] as HTMLElement).getByText('Your level')).toBeInTheDocument();
    await vi.waitFor(() => expect(calls.paths()).toEqual(['/vip/progress']));
  });

  it('reads the progress again on opening, so points earned since show', async () => {
    stubCalls({ '/vip/progress': { ...silverProgress, points: 1500, progressRate: 67 } });
    renderApp(<VipClubPage />, { session: signedIn(silverProgress) });
    const standing = screen.getByRole('region', { name: 'VIP 2 · Silver' });
    expect(await within(standing).findByText('1,500 of 2,000 VIP points')).toBeInTheDocument();
    expect(within(standing).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    expect(getSession().vipProgress?.points).toBe(1500);
  });

  it('at the top level says so instead of a bar', () => {
    const top = vipLevels.at(-1);
    if (!top) throw new Error('no levels');
    const topProgress = { vip: top.level, progressRate: 100, points: top.points + 5000, nextPoints: null };
    stubCalls({ '/vip/progress': topProgress });
    renderApp(<VipClubPage />, { session: signedIn(topProgress) });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('You’ve reached the top VIP level')).toBeInTheDocument();
    expect(
      screen.getByText(`Your VIP points: ${new Intl.NumberFormat('en').format(top.points + 5000)}`),
    ).toBeInTheDocument();
    expect(levelCards().at(-1)).toHaveAttribute('aria-current', 'true');
  });

  it('speaks the player’s language', () => {
    stubCalls({ '/vip/progress': silverProgress });
    renderApp(<VipClubPage />, { locale: 'de', session: signedIn(silverProgress) });
    expect(screen.getByRole('heading', { level: 1, name: 'VIP-Club' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Alle Stufen' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Fortschritt zu VIP 3' })).toBeInTheDocument();
  });
});
