// How this browser installs the app (SPEC §4's install banner and the side
// menu's code 13): with the browser's own install prompt when it fires
// `beforeinstallprompt` (Chromium browsers), otherwise by the steps for the
// platform: iOS adds to the home screen from Share, Android from the
// browser's menu, a desktop browser from its address bar or menu.
import type { MessageKey } from '@content/messages';
import { createStore } from './create-store';

export type InstallPlatform = 'ios' | 'android' | 'desktop';

export interface PlatformFacts {
  readonly userAgent: string;
  /** navigator.maxTouchPoints: iPadOS's Safari says it is a Mac, with a touch screen. */
  readonly maxTouchPoints: number;
}

/** The platform whose install steps apply, from the user agent alone (one pure function, tested by a table). */
export function installPlatform({ userAgent, maxTouchPoints }: PlatformFacts): InstallPlatform {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'ios';
  if (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/\bAndroid\b/i.test(userAgent)) return 'android';
  return 'desktop';
}

export type InstallWay = 'prompt' | 'iosSteps' | 'androidSteps' | 'desktopSteps';

/** The browser's prompt where there is one, else the platform's steps. */
export function installWay(platform: InstallPlatform, hasPrompt: boolean): InstallWay {
  if (hasPrompt) return 'prompt';
  return `${platform}Steps`;
}

/** The message key of each way's steps (the prompt needs none). */
export const installStepsKey = {
  iosSteps: 'install.iosHint',
  androidSteps: 'install.androidHint',
  desktopSteps: 'install.desktopHint',
} as const satisfies Record<Exclude<InstallWay, 'prompt'>, MessageKey>;

/** Chromium's install prompt event (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

/** The browser's install prompt, kept from the moment it fires until it is used or the app is installed. */
export const installPromptEvent = createStore<InstallPromptEvent | null>(null);

/** Whether the install popup (side menu's code 13, the banner's Install without a prompt) is open. */
export const installPopupOpen = createStore(false);

export function currentInstallPlatform(): InstallPlatform {
  return installPlatform({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints });
}

/** Install: the browser's prompt when it offered one, else the popup with the steps. */
export function startInstall(): void {
  const event = installPromptEvent.get();
  if (!event) {
    installPopupOpen.set(true);
    return;
  }
  // A prompt can be shown once; after it, the browser fires a new event if it may ask again.
  installPromptEvent.set(null);
  void event.prompt().catch(() => undefined);
}

let listening = false;

/** Keeps the browser's prompt from the start (it may fire before the banner or the popup is shown). */
export function listenForInstallPrompt(target: Window = window): void {
  if (listening) return;
  listening = true;
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPromptEvent.set(event as InstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => installPromptEvent.set(null));
}
