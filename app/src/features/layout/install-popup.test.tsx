import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installPopupOpen, installPromptEvent, type InstallPromptEvent } from '@/lib/install-prompt';
import { renderApp } from '@/testing/render-app';
import { InstallPopup } from './install-popup';

const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('InstallPopup', () => {
  beforeEach(() => {
    installPromptEvent.set(null);
    installPopupOpen.set(false);
  });
  afterEach(() => vi.restoreAllMocks());

  const openWith = (userAgent: string) => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    const rendered = renderApp(<InstallPopup />);
    act(() => installPopupOpen.set(true));
    const name = userAgent === desktop ? 'Play on your computer' : 'Get the app';
    return { ...rendered, dialog: screen.getByRole('dialog', { name }) };
  };

  it('tells an Android phone the browser menu’s steps, not the iPhone’s', () => {
    const { dialog } = openWith(android);
    expect(dialog).toHaveTextContent(
      'Open your browser’s menu (⋮), then tap Install app or Add to Home screen.',
    );
    expect(dialog).not.toHaveTextContent('Tap Share');
  });

  it('tells an iPhone to use Share, then Add to Home Screen', () => {
    const { dialog } = openWith(iphone);
    expect(dialog).toHaveTextContent('Tap Share, then Add to Home Screen.');
  });

  it('tells a desktop browser without a prompt about the address bar’s install icon', () => {
    const { dialog } = openWith(desktop);
    expect(dialog).toHaveTextContent('Click the install icon in the address bar');
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('with the browser’s prompt, Install shows it and the popup closes', async () => {
    const prompt = vi.fn(() => Promise.resolve());
    installPromptEvent.set(Object.assign(new Event('beforeinstallprompt'), { prompt }) as InstallPromptEvent);
    const { user, dialog } = openWith(desktop);
    expect(dialog).not.toHaveTextContent('address bar');
    await user.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(installPopupOpen.get()).toBe(false);
  });
});
