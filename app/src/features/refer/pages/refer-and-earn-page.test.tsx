import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/lib/auth-dialog';
import { renderApp } from '@/testing/render-app';
import { CallRefusal, stubCalls } from '@/testing/stub-calls';
import ReferAndEarnPage from './refer-and-earn-page';

const token = 'r'.repeat(64);
const route = '/pages/Referandearn/Referandearn';
const info = {
  code: 'DEMO0001',
  referred: 3,
  earned: [
    { currency: 'USDT', reward: 1550 },
    { currency: 'BRL', reward: 0 },
  ],
  rule: { currency: 'USDT', signupReward: 500, depositRate: 10 },
};
const link = `${window.location.origin}${window.location.pathname}?ref=DEMO0001#/`;

function DialogProbe() {
  return <output aria-label="dialog">{useAuthDialog() ?? 'none'}</output>;
}

const page = (signedIn = true) =>
  renderApp(
    <>
      <ReferAndEarnPage />
      <DialogProbe />
    </>,
    { route, session: signedIn ? { token } : {} },
  );

describe('Referandearn, signed in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the code, the link and its QR code, the rule and the earnings', async () => {
    const calls = stubCalls({ '/referral/info': info });
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'Refer and earn' })).toBeVisible();
    expect(await screen.findByRole('group', { name: 'Your referral code' })).toHaveTextContent('DEMO0001');
    expect(screen.getByRole('group', { name: 'Your referral link' })).toHaveTextContent(link);
    expect(screen.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
    const rule = screen.getByRole('region', { name: 'How it works' });
    expect(rule).toHaveTextContent('You get ₮5.00 USDT as soon as a friend registers with your code.');
    expect(rule).toHaveTextContent('When they make their first deposit, you also get 10% of it.');
    const earnings = screen.getByRole('region', { name: 'Your earnings' });
    expect(earnings).toHaveTextContent('3 referred players');
    // Each currency earned, none for a currency at 0.
    expect(
      within(earnings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['₮15.5015.50 USDT']);
    expect(within(earnings).getByRole('link', { name: 'See referred players' })).toHaveAttribute(
      'href',
      '/pages/ReferredPlayers/ReferredPlayers',
    );
    expect(calls.paths()).toEqual(['/referral/info']);
  });

  it('says when nothing is earned yet, and leaves out the deposit share when the rule has none', async () => {
    stubCalls({
      '/referral/info': { ...info, referred: 0, earned: [], rule: { ...info.rule, depositRate: 0 } },
    });
    page();
    const earnings = await screen.findByRole('region', { name: 'Your earnings' });
    expect(earnings).toHaveTextContent('No referred players');
    expect(earnings).toHaveTextContent('Nothing earned yet. Share your link to start earning.');
    expect(screen.getByRole('region', { name: 'How it works' })).not.toHaveTextContent('first deposit');
  });

  it('copies the code and the link, and says so', async () => {
    stubCalls({ '/referral/info': info });
    const { user } = page();
    await user.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('DEMO0001');
    expect(await screen.findByText('Copied')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('says when the browser refuses to copy', async () => {
    stubCalls({ '/referral/info': info });
    const { user } = page();
    const copy = await screen.findByRole('button', { name: 'Copy link' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    await user.click(copy);
    expect(await screen.findByText('Couldn’t copy. Select the text and copy it yourself.')).toBeVisible();
  });

  it('has no Share button where the browser cannot share', async () => {
    stubCalls({ '/referral/info': info });
    page();
    await screen.findByRole('button', { name: 'Copy link' });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('shares the link through the browser’s share sheet where it has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    stubCalls({ '/referral/info': info });
    const { user } = page();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Lobbykit Casino',
      text: 'Join me at Lobbykit Casino: sign up with my referral code DEMO0001.',
      url: link,
    });
  });

  it('offers to try again when the details cannot be loaded', async () => {
    let fail = true;
    stubCalls({
      '/referral/info': () => {
        if (fail) throw new CallRefusal(500);
        return info;
      },
    });
    const { user } = page();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Couldn’t load your referral details.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Your referral code' })).toHaveTextContent('DEMO0001');
  });
});

describe('Referandearn, visitor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what refer-and-earn gives and opens sign-in or register, calling nothing', async () => {
    const calls = stubCalls({});
    const { user } = page(false);
    const pitch = screen.getByRole('region', { name: 'Invite friends, earn rewards' });
    expect(pitch).toHaveTextContent('Each friend who registers with your code earns you a reward');
    await user.click(within(pitch).getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('status', { name: 'dialog' })).toHaveTextContent('register');
    await user.click(within(pitch).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('status', { name: 'dialog' })).toHaveTextContent('signIn');
    await waitFor(() => expect(calls.paths()).not.toContain('/referral/info'));
  });

  it('reads in Arabic', () => {
    stubCalls({});
    renderApp(<ReferAndEarnPage />, { route, locale: 'ar' });
    expect(screen.getByRole('region', { name: 'ادعُ أصدقاءك واربح المكافآت' })).toBeVisible();
  });
});
