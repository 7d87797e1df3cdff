// A Telegram Mini App is opened with its launch data in the URL's fragment
// (#tgWebAppData=<initData>&tgWebAppVersion=...), where the hash router keeps
// its route. Before the router starts, the launch parameters are taken out
// (the route left as it was, or home) and initData kept in sessionStorage for
// the messaging-app sign-in sheet (features/telegram), so a reload inside the
// Mini App still has it. main.tsx loads this module only when the fragment
// names a launch parameter, so other visits do not carry it. Telegram's own script is not loaded: the app needs
// only initData, which the sandbox verifies (/check-tg, /login-tg).

import { telegramInitDataKey } from './telegram-session';

const launchPrefix = 'tgWebApp';

/**
 * Splits a fragment (without '#') into the route the router should see and
 * the Telegram initData it carried: the launch parameters are either the whole
 * fragment or the query of the route's fragment (`/pages/x?tgWebAppData=...`).
 */
export function splitTelegramFragment(fragment: string): { route: string; initData: string | null } {
  const question = fragment.indexOf('?');
  const [path, query] = fragment.startsWith(launchPrefix)
    ? ['', fragment]
    : question >= 0
      ? [fragment.slice(0, question), fragment.slice(question + 1)]
      : [fragment, ''];
  const params = new URLSearchParams(query);
  const keys = [...params.keys()].filter((key) => key.startsWith(launchPrefix));
  if (keys.length === 0) return { route: fragment, initData: null };
  const initData = params.get('tgWebAppData');
  for (const key of keys) params.delete(key);
  const rest = params.toString();
  return { route: rest ? `${path}?${rest}` : path, initData: initData || null };
}

/** Takes the launch data out of the address (replacing the history entry) and keeps initData; answers it. */
export function takeTelegramLaunch(
  location: Location = window.location,
  history: History = window.history,
  storage: Storage = window.sessionStorage,
): string | null {
  const { route, initData } = splitTelegramFragment(location.hash.slice(1));
  if (route !== location.hash.slice(1)) {
    history.replaceState(
      history.state,
      '',
      `${location.pathname}${location.search}${route ? `#${route}` : ''}`,
    );
  }
  try {
    if (initData) storage.setItem(telegramInitDataKey, initData);
    return storage.getItem(telegramInitDataKey);
  } catch {
    return initData;
  }
}
