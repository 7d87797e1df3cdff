import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAuthDialog } from '@/lib/auth-dialog';
import { getSession } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';
import { AuthDialogs } from './auth-dialogs';

const token = 'd'.repeat(64);
const user = {
  userId: 7,
  account: 'newbie',
  nickName: 'newbie',
  headId: 1,
  vip: 0,
  platformId: 8,
  region: 'BD',
};

function answer(status: number, envelope: unknown): Response {
  return new Response(JSON.stringify(envelope), { status });
}

describe('AuthDialogs', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('signs in through /user/login, keeps the token and closes', async () => {
    fetchMock.mockResolvedValue(answer(200, { code: 0, msg: 'ok', data: { token, user } }));
    const { user: player } = renderApp(<AuthDialogs />);
    act(() => openAuthDialog('signIn'));
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    await player.type(screen.getByLabelText('Account'), ' newbie ');
    await player.type(screen.getByLabelText('Password', { exact: true }), 'secret123');
    await player.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/login');
    expect(JSON.parse(String(init?.body))).toEqual({ account: 'newbie', password: 'secret123' });
    expect(getSession()).toMatchObject({ token, user: { platformId: 8 } });
  });

  it('registers through /user/register with account and password only', async () => {
    fetchMock.mockResolvedValue(answer(200, { code: 0, msg: 'ok', data: { token, user } }));
    const { user: player } = renderApp(<AuthDialogs />);
    act(() => openAuthDialog('register'));
    await player.type(screen.getByLabelText('Username'), 'newbie');
    await player.type(screen.getByLabelText('Password', { exact: true }), 'secret123');
    await player.type(screen.getByLabelText('Confirm password'), 'secret123');
    await player.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(getSession().token).toBe(token));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/register');
    expect(JSON.parse(String(init?.body))).toEqual({ account: 'newbie', password: 'secret123' });
  });

  it('stays open and signed out when the server refuses', async () => {
    fetchMock.mockResolvedValue(answer(401, { code: 401, msg: 'wrong password', data: null }));
    const { user: player } = renderApp(<AuthDialogs />);
    act(() => openAuthDialog('signIn'));
    await player.type(screen.getByLabelText('Account'), 'demo');
    await player.type(screen.getByLabelText('Password', { exact: true }), 'wrong');
    await player.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-disabled'),
    );
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(getSession().token).toBeNull();
  });

  it('sends nothing while a field is in error', async () => {
    const { user: player } = renderApp(<AuthDialogs />);
    act(() => openAuthDialog('signIn'));
    await player.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Account')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
