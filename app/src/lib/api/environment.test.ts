import { describe, expect, it } from 'vitest';
import { site } from '@content/site';
import { apiUrl, operatorUrl, socketUrl } from './environment';

describe('environment addresses', () => {
  it('puts a call path under the environment base URL', () => {
    expect(apiUrl('/user/login', 'production')).toBe(`${site.environments.production.apiBaseUrl}/user/login`);
  });

  it('opens a relative socket URL on the page host, wss under https', () => {
    const path = site.environments.production.socketUrl;
    expect(socketUrl('https://casino.test/#/pages', 'production')).toBe(
      new URL(path, 'wss://casino.test/').href,
    );
    expect(socketUrl('http://127.0.0.1:4181/', 'production')).toBe(
      new URL(path, 'ws://127.0.0.1:4181/').href,
    );
  });

  it('puts a path the operator answers with on the API’s host, and keeps an absolute address', () => {
    const base = new URL(site.environments.production.apiBaseUrl, 'https://casino.test/');
    expect(operatorUrl('/sandbox/chat.html?lang=de', 'https://casino.test/#/', 'production')).toBe(
      new URL('/sandbox/chat.html?lang=de', base).href,
    );
    expect(operatorUrl('https://games.test/play', 'https://casino.test/#/', 'production')).toBe(
      'https://games.test/play',
    );
  });
});
