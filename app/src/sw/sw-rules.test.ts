import { describe, expect, it } from 'vitest';
import {
  apiPathPrefix,
  isMediaPath,
  isMessagesPath,
  isServiceWorkerCache,
  urlsWorthKeeping,
} from './sw-rules';

const scope = new URL('https://casino.example/play/');

describe('service worker rules', () => {
  it('finds the API’s path prefix from a path or an absolute base URL', () => {
    expect(apiPathPrefix('/api', scope)).toBe('/api/');
    expect(apiPathPrefix('https://casino.example/v2/api/', scope)).toBe('/v2/api/');
  });

  it('knows a language’s hashed messages and the hashed images under the scope', () => {
    expect(isMessagesPath('/play/i18n/zh-HK.b60cb1cd26.json', '/play/')).toBe(true);
    expect(isMessagesPath('/play/i18n/en.json', '/play/')).toBe(false);
    expect(isMessagesPath('/elsewhere/i18n/en.5d09071e20.json', '/play/')).toBe(false);
    expect(isMediaPath('/play/media/games/aurora-reels/dragon.180x240.73b8f539f8.webp', '/play/')).toBe(true);
    expect(isMediaPath('/play/media/icons/categories/arcade.531cad7309.svg', '/play/')).toBe(true);
    expect(isMediaPath('/play/media/music/theme.1234567890.opus', '/play/')).toBe(false);
  });

  it('knows the caches the worker of a scope filled: Workbox’s precache for that scope and the runtime caches', () => {
    expect(isServiceWorkerCache('workbox-precache-v2-https://casino.example/play/', scope)).toBe(true);
    expect(isServiceWorkerCache('lobbykit-messages', scope)).toBe(true);
    expect(isServiceWorkerCache('lobbykit-media', scope)).toBe(true);
    expect(isServiceWorkerCache('workbox-precache-v2-https://casino.example/other/', scope)).toBe(false);
    expect(isServiceWorkerCache('someone-elses-cache', scope)).toBe(false);
  });

  it('asks the new worker to keep the first visit’s messages and images, never a call or another host’s file', () => {
    const loaded = [
      'https://casino.example/play/i18n/de.dd42ffb974.json',
      'https://casino.example/play/media/avatars/avatar-01.96x96.95fd611980.webp',
      'https://casino.example/api/game/category',
      'https://casino.example/play/assets/start-C7cHbZeH.js',
      'https://cdn.example/media/x.1234567890.webp',
    ];
    expect(urlsWorthKeeping(loaded, scope)).toEqual(loaded.slice(0, 2));
  });
});
