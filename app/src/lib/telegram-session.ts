// The Telegram Mini App's initData, as lib/telegram-launch kept it at
// start-up (sessionStorage: it lasts while the Mini App is open, reloads too).

/** The sessionStorage key of the Mini App's initData. */
export const telegramInitDataKey = 'lobbykit.telegram.initData';

/** The Mini App's initData kept at start-up, or null outside Telegram. */
export function telegramInitData(storage: Storage = window.sessionStorage): string | null {
  try {
    return storage.getItem(telegramInitDataKey);
  } catch {
    return null;
  }
}

/** Forgets the initData (after a refusal, so the sheet does not come back on every page). */
export function forgetTelegramInitData(storage: Storage = window.sessionStorage): void {
  try {
    storage.removeItem(telegramInitDataKey);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
