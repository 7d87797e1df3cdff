import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, dismissCallError } from '@/lib/api-client';
import { dismissNotice, showNotice } from '@/lib/notice';
import { renderApp } from '@/testing/render-app';
import { CallFeedback } from './call-feedback';

describe('CallFeedback', () => {
  beforeEach(() => dismissCallError());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows a refused call in the player language', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response(JSON.stringify({ code: 401, msg: 'x', data: null }), { status: 401 })),
    );
    renderApp(<CallFeedback />);
    await act(() => callApi('/user/login', { account: 'demo', password: 'x' }).catch(() => undefined));
    expect(screen.getByRole('status')).toHaveTextContent('Wrong username or password.');
  });

  it('shows a spinner once a call has waited 800 ms', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    renderApp(<CallFeedback />);
    void callApi('/refresh-balance').catch(() => undefined);
    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
  });

  it('shows a notice in the player language, then hides it', () => {
    vi.useFakeTimers();
    renderApp(<CallFeedback />, { locale: 'de' });
    act(() => showNotice({ key: 'auth.forgotPassword.success' }));
    const notice = screen.getByText('Dein Passwort wurde geändert. Du bist angemeldet.');
    expect(notice.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    act(() => vi.advanceTimersByTime(1500));
    expect(notice).not.toBeInTheDocument();
    dismissNotice();
  });
});
