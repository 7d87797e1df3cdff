import { describe, expect, it } from 'vitest';
import { splitTelegramFragment, takeTelegramLaunch } from './telegram-launch';
import { telegramInitData, telegramInitDataKey } from './telegram-session';

const initData = 'query_id=AAH1&user=%7B%22id%22%3A1%7D&auth_date=1700000000&hash=ab12';
const launch = `tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=7.10&tgWebAppPlatform=android`;

describe('splitTelegramFragment', () => {
  it('takes a whole-fragment launch: home, and initData decoded once', () => {
    expect(splitTelegramFragment(launch)).toEqual({ route: '', initData });
  });

  it('keeps the route and its own query when the launch is in the route’s query', () => {
    expect(splitTelegramFragment(`/pages/classify/classify?Leixing=1&${launch}`)).toEqual({
      route: '/pages/classify/classify?Leixing=1',
      initData,
    });
    expect(splitTelegramFragment(`/pages/Bonus/Bonus?${launch}`)).toEqual({
      route: '/pages/Bonus/Bonus',
      initData,
    });
  });

  it('leaves any other fragment alone', () => {
    expect(splitTelegramFragment('/pages/Bonus/Bonus?tab=2')).toEqual({
      route: '/pages/Bonus/Bonus?tab=2',
      initData: null,
    });
    expect(splitTelegramFragment('')).toEqual({ route: '', initData: null });
  });

  it('strips launch parameters without initData, and keeps none', () => {
    expect(splitTelegramFragment('tgWebAppVersion=7.10&tgWebAppPlatform=ios')).toEqual({
      route: '',
      initData: null,
    });
  });
});

describe('takeTelegramLaunch', () => {
  it('replaces the address without the launch data and keeps initData for the session', () => {
    window.history.replaceState(null, '', `/app/?ref=ABC#/pages/Bonus/Bonus?${launch}`);
    expect(takeTelegramLaunch()).toBe(initData);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/app/?ref=ABC#/pages/Bonus/Bonus',
    );
    expect(window.sessionStorage.getItem(telegramInitDataKey)).toBe(initData);
    // A reload inside the Mini App (no fragment any more) still has it.
    expect(takeTelegramLaunch()).toBe(initData);
    expect(telegramInitData()).toBe(initData);
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });
});
