import { describe, expect, it } from 'vitest';
import { site } from '@content/site';
import { apiUrl, socketUrl } from './environment';

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
});
