import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webviewPath } from '@/config/paths';
import { renderApp } from '@/testing/render-app';
import ChatWebviewPage from './chat-webview-page';
import WebviewPage from './webview-page';

describe('WebviewPage', () => {
  it('frames an address on the app’s origin, titled for screen readers', () => {
    renderApp(<WebviewPage />, { route: webviewPath('/sandbox/play.html?game=abyss', 'Abyss Whale Raid') });
    const frame = screen.getByTitle('Abyss Whale Raid');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${window.location.origin}/sandbox/play.html?game=abyss`);
    expect(screen.getByRole('heading', { name: 'Abyss Whale Raid' })).toBeInTheDocument();
  });

  it('shows the not-found view with the way home for a foreign address', () => {
    renderApp(<WebviewPage />, { route: webviewPath('https://elsewhere.example/login', 'Sign in') });
    expect(screen.queryByTitle('Sign in')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toBeInTheDocument();
  });
});

describe('ChatWebviewPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the chat in the player’s language and frames it', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ code: 0, msg: 'ok', data: { chatUrl: '/sandbox/chat.html?lang=de' } })),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderApp(<ChatWebviewPage />, { locale: 'de' });
    const frame = await screen.findByTitle('Live-Support');
    expect(frame).toHaveAttribute('src', `${window.location.origin}/sandbox/chat.html?lang=de`);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/game/chat');
    // SPEC §7: pid with the language; a visitor's platform is not known, so it is empty.
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ pid: '', lang: 'de' });
  });

  it('sends the signed-in player’s platform id as pid', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ code: 0, msg: 'ok', data: { chatUrl: '/sandbox/chat.html?lang=en' } })),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderApp(<ChatWebviewPage />, {
      session: {
        token: 'token',
        user: {
          userId: 9,
          account: 'nine',
          nickName: 'nine',
          headId: 1,
          vip: 0,
          platformId: 8,
          region: 'BD',
        },
      },
    });
    await screen.findByTitle('Live support');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ pid: 8, lang: 'en' });
  });

  it('offers another try when the call fails, and frames the chat once it answers', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(
        new Response(JSON.stringify({ code: 0, msg: 'ok', data: { chatUrl: '/sandbox/chat.html?lang=en' } })),
      );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderApp(<ChatWebviewPage />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Live support')).toHaveAttribute(
      'src',
      `${window.location.origin}/sandbox/chat.html?lang=en`,
    );
  });
});
