import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installPlatform,
  installPopupOpen,
  installPromptEvent,
  installStepsKey,
  installWay,
  listenForInstallPrompt,
  startInstall,
  type InstallPlatform,
} from './install-prompt';

const agents: Array<[name: string, userAgent: string, maxTouchPoints: number, platform: InstallPlatform]> = [
  [
    'iPhone Safari',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    5,
    'ios',
  ],
  [
    'iPhone Chrome',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
    5,
    'ios',
  ],
  [
    'iPad Safari (asks for the desktop site: a Mac with a touch screen)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    5,
    'ios',
  ],
  [
    'Android Chrome',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    5,
    'android',
  ],
  ['Android Firefox', 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0', 5, 'android'],
  [
    'Samsung Internet',
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
    5,
    'android',
  ],
  [
    'Mac Safari (no touch screen)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    0,
    'desktop',
  ],
  [
    'Windows Edge',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
    0,
    'desktop',
  ],
  [
    'Linux Chromium',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    0,
    'desktop',
  ],
];

describe('installPlatform', () => {
  it.each(agents)('%s is %4$s', (_, userAgent, maxTouchPoints, platform) => {
    expect(installPlatform({ userAgent, maxTouchPoints })).toBe(platform);
  });
});

describe('installWay', () => {
  it('uses the browser’s prompt wherever it fired', () => {
    for (const platform of ['ios', 'android', 'desktop'] as const)
      expect(installWay(platform, true)).toBe('prompt');
  });

  it('gives each platform its own steps without a prompt: Android is not told the iPhone’s', () => {
    expect(installStepsKey[installWay('ios', false) as 'iosSteps']).toBe('install.iosHint');
    expect(installStepsKey[installWay('android', false) as 'androidSteps']).toBe('install.androidHint');
    expect(installStepsKey[installWay('desktop', false) as 'desktopSteps']).toBe('install.desktopHint');
  });
});

describe('startInstall', () => {
  beforeEach(() => {
    installPromptEvent.set(null);
    installPopupOpen.set(false);
  });

  it('shows the browser’s prompt once when it fired, and opens no popup', () => {
    listenForInstallPrompt();
    const prompt = vi.fn(() => Promise.resolve({ outcome: 'accepted' }));
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installPromptEvent.get()).toBe(event);
    startInstall();
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(installPopupOpen.get()).toBe(false);
    // A prompt is good for one use.
    expect(installPromptEvent.get()).toBeNull();
  });

  it('opens the popup with the steps when the browser offers no prompt', () => {
    startInstall();
    expect(installPopupOpen.get()).toBe(true);
  });

  it('forgets the prompt once the app is installed', () => {
    listenForInstallPrompt();
    window.dispatchEvent(Object.assign(new Event('beforeinstallprompt'), { prompt: vi.fn() }));
    window.dispatchEvent(new Event('appinstalled'));
    expect(installPromptEvent.get()).toBeNull();
  });
});
