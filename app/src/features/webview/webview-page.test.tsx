import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import WebviewPage from './webview-page';
import { webviewPath } from '../../config/paths';

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
