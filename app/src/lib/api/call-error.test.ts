import { describe, expect, it } from 'vitest';
import { playerMessageFor } from './call-error';

describe('playerMessageFor', () => {
  it('tells a wrong password at sign-in from an expired session elsewhere', () => {
    expect(playerMessageFor(401, '/user/login', false).key).toBe('errors.invalidCredentials');
    expect(playerMessageFor(401, '/refresh-balance', true).key).toBe('errors.sessionExpired');
    expect(playerMessageFor(401, '/refresh-balance', false).key).toBe('errors.unauthorized');
  });

  it('says the account is taken only for a refused registration', () => {
    expect(playerMessageFor(409, '/user/register', false).key).toBe('errors.accountExists');
    expect(playerMessageFor(409, '/wallet/deposit', true)).toEqual({
      key: 'errors.server',
      params: { code: 409 },
    });
  });

  it('gives the sign-in lockout in seconds', () => {
    expect(playerMessageFor(429, '/user/login', false)).toEqual({
      key: 'errors.tooManyAttempts',
      params: { seconds: 60 },
    });
  });

  it('shows a server fault with its code for live support', () => {
    expect(playerMessageFor(500, '/task/info', true)).toEqual({
      key: 'errors.server',
      params: { code: 500 },
    });
  });
});
