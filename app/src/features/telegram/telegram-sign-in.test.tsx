import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/lib/auth-dialog';
import { getSession } from '@/lib/session-store';
import { telegramInitData, telegramInitDataKey } from '@/lib/telegram-session';
import { renderApp } from '@/testing/render-app';
import { CallRefusal, stubCalls } from '@/testing/stub-calls';
import { testUser } from '@/testing/test-user';
import { TelegramSignIn } from './telegram-sign-in';
import { telegramLoginRequest, telegramStartParam, telegramUserName } from './telegram-request';

const initData =
  'query_id=AAH1&user=%7B%22id%22%3A42%2C%22first_name%22%3A%22Tess%22%2C%22username%22%3A%22tess%22%7D&auth_date=1700000000&hash=ab12';
function OpenDialog() {
  return <p data-testid="auth-dialog">{useAuthDialog() ?? 'none'}</p>;
}

const session = { token: 'c'.repeat(64), user: testUser({ userId: 42, account: 'tess' }), created: true };

describe('TelegramSignIn', () => {
  beforeEach(() => window.sessionStorage.setItem(telegramInitDataKey, initData));
  afterEach(() => {
    window.sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('opens on the Register tab for a new Telegram user, and refuses to register without the agreement', async () => {
    const calls = stubCalls({ '/check-tg': { valid: true, registered: false }, '/login-tg': session });
    const { user } = renderApp(<TelegramSignIn />);
    const sheet = await screen.findByRole('dialog', { name: 'Play with Telegram' });
    expect(within(sheet).getByText('Telegram account: @tess')).toBeInTheDocument();
    expect(within(sheet).getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    const agreement = within(sheet).getByRole('checkbox');
    expect(agreement).toBeChecked();
    expect(calls.bodies('/check-tg')).toEqual([{ initData }]);

    await user.click(agreement);
    await user.click(within(sheet).getByRole('button', { name: 'Continue with Telegram' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent(
      'Tick the box to accept the terms before you register.',
    );
    expect(agreement).toHaveFocus();
    expect(calls.paths()).not.toContain('/login-tg');

    await user.click(agreement);
    expect(within(sheet).queryByRole('alert')).toBeNull();
    await user.click(within(sheet).getByRole('button', { name: 'Continue with Telegram' }));
    await vi.waitFor(() => expect(getSession().token).toBe(session.token));
    expect(calls.bodies('/login-tg')).toEqual([
      expect.objectContaining({ initData, channelId: 2, operatorId: 5, pid: '' }),
    ]);
  });

  it('opens on the Sign in tab for a Telegram user with an account; arrows move between the tabs', async () => {
    stubCalls({ '/check-tg': { valid: true, registered: true }, '/login-tg': session });
    const { user } = renderApp(<TelegramSignIn />);
    const sheet = await screen.findByRole('dialog', { name: 'Play with Telegram' });
    const signInTab = within(sheet).getByRole('tab', { name: 'Sign in' });
    expect(signInTab).toHaveAttribute('aria-selected', 'true');
    expect(within(sheet).queryByRole('checkbox')).toBeNull();
    signInTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(sheet).getByRole('tab', { name: 'Register' })).toHaveFocus();
    expect(within(sheet).getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(within(sheet).getByRole('tabpanel')).toHaveAccessibleName('Register');
  });

  it('says a refused initData (401) clearly, forgets it and offers the account sign-in', async () => {
    stubCalls({
      '/check-tg': () => {
        throw new CallRefusal(401);
      },
    });
    const { user } = renderApp(
      <>
        <TelegramSignIn />
        <OpenDialog />
      </>,
    );
    const sheet = await screen.findByRole('dialog', { name: 'Play with Telegram' });
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Telegram could not confirm this sign-in');
    expect(within(sheet).queryByRole('button', { name: 'Continue with Telegram' })).toBeNull();
    expect(telegramInitData()).toBeNull();
    await user.click(within(sheet).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('auth-dialog')).toHaveTextContent('signIn');
  });

  it('leads to the account sign-in from the sheet at any time', async () => {
    stubCalls({ '/check-tg': { valid: true, registered: false } });
    const { user } = renderApp(
      <>
        <TelegramSignIn />
        <OpenDialog />
      </>,
    );
    const sheet = await screen.findByRole('dialog', { name: 'Play with Telegram' });
    await user.click(
      within(sheet).getByRole('button', {
        name: 'Already have an account? Sign in with username and password',
      }),
    );
    expect(screen.getByTestId('auth-dialog')).toHaveTextContent('signIn');
  });

  it('shows nothing and calls nothing outside Telegram', async () => {
    window.sessionStorage.clear();
    const calls = stubCalls({});
    renderApp(<TelegramSignIn />);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.paths()).toEqual([]);
  });
});

describe('the /login-tg request', () => {
  it('sends SPEC §5’s channel: a referral link’s code, else the Mini App’s start parameter, else channel 2', () => {
    const base = { serialNo: 'device', machineName: 'Linux' };
    expect(telegramLoginRequest(initData, 'ABC123', null, 'device', 'Linux')).toEqual({
      initData,
      referalCode: 'ABC123',
      operatorId: 5,
      pid: '',
      ...base,
    });
    expect(telegramLoginRequest(`${initData}&start_param=77`, '', 8, 'device', 'Linux')).toEqual({
      initData: `${initData}&start_param=77`,
      channelId: 77,
      operatorId: 5,
      pid: 8,
      ...base,
    });
    expect(telegramLoginRequest(initData, '', null, 'device', 'Linux')).toMatchObject({ channelId: 2 });
  });

  it('reads the name and start parameter initData carries, and copes with none', () => {
    expect(telegramUserName(initData)).toBe('@tess');
    expect(telegramUserName('user=%7B%22id%22%3A1%2C%22first_name%22%3A%22Ana%22%7D')).toBe('Ana');
    expect(telegramUserName('user=not-json')).toBeNull();
    expect(telegramUserName('auth_date=1')).toBeNull();
    expect(telegramStartParam('start_param=ref_X')).toBe('ref_X');
    expect(telegramStartParam(initData)).toBe('');
  });
});
