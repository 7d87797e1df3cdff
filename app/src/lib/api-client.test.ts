import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Distinct base URLs per environment, so the test can tell which one a call used.
vi.mock('@content/site', async (importOriginal) => {
  const { site } = await importOriginal<typeof import('@content/site')>();
  return {
    site: {
      ...site,
      environments: {
        development: { apiBaseUrl: 'http://dev.test/api', socketUrl: '/ws' },
        production: { apiBaseUrl: '/api', socketUrl: '/ws' },
      },
    },
  };
});

const { callApi, getLastCallError, isLoadingIndicatorShown, dismissCallError } = await import('./api-client');
const { CallError } = await import('./api/call-error');
const { getSession, resetSession, updateSession } = await import('./session-store');
const { getMaintenance, leaveMaintenance, rememberMaintenanceRoute } = await import('./maintenance');

const token = 'a'.repeat(64);

function answer(status: number, envelope: unknown): Response {
  return new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } });
}

const balances = { currency: 'USDT', balance: 100000, balances: [] };

/** A fetch that never answers until its signal aborts, as a stalled server. */
function stalledFetch(_url: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

describe('callApi', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    resetSession();
    dismissCallError();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('signs a player out when the server no longer accepts their stored token', async () => {
    updateSession({ token });
    fetchMock.mockResolvedValue(answer(401, { code: 401, msg: 'token expired', data: null }));
    await expect(callApi('/refresh-balance')).rejects.toMatchObject({
      code: 401,
      playerMessage: { key: 'errors.sessionExpired' },
    });
    expect(getSession().token).toBeNull();
    expect(window.localStorage.getItem('lobbykit.token')).toBeNull();
  });

  it('keeps the session when a call fails for another reason', async () => {
    updateSession({ token });
    fetchMock.mockResolvedValue(answer(402, { code: 402, msg: 'insufficient funds', data: null }));
    await expect(callApi('/refresh-balance')).rejects.toMatchObject({ code: 402 });
    expect(getSession().token).toBe(token);
  });

  it('posts JSON with the session token and resolves with the answer data', async () => {
    updateSession({ token });
    fetchMock.mockResolvedValue(answer(200, { code: 0, msg: 'ok', data: balances }));
    await expect(callApi('/refresh-balance')).resolves.toEqual(balances);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('token')).toBe(token);
    expect(init?.body).toBe('{}');
  });

  it('sends no token header for a visitor', async () => {
    fetchMock.mockResolvedValue(answer(200, { code: 0, msg: 'ok', data: balances }));
    await callApi('/refresh-balance');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('token')).toBe(false);
  });

  it('takes the base URL of the environment the app was built for', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer(200, { code: 0, msg: 'ok', data: balances })));
    vi.stubEnv('DEV', true);
    await callApi('/refresh-balance');
    vi.stubEnv('DEV', false);
    await callApi('/refresh-balance');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'http://dev.test/api/refresh-balance',
      '/api/refresh-balance',
    ]);
  });

  it('rejects a refusal with its code and a translated message, and publishes it', async () => {
    fetchMock.mockResolvedValue(answer(401, { code: 401, msg: 'wrong password', data: null }));
    const call = callApi('/user/login', { account: 'demo', password: 'nope' });
    await expect(call).rejects.toBeInstanceOf(CallError);
    await call.catch((error: unknown) => {
      expect(error).toMatchObject({ code: 401, playerMessage: { key: 'errors.invalidCredentials' } });
    });
    expect(getLastCallError()?.code).toBe(401);
  });

  it('rejects HTTP 200 with a non-zero code', async () => {
    fetchMock.mockResolvedValue(answer(200, { code: 402, msg: 'insufficient', data: null }));
    await expect(callApi('/refresh-balance')).rejects.toMatchObject({
      code: 402,
      playerMessage: { key: 'errors.insufficientBalance' },
    });
  });

  it('rejects a non-200 answer even when its body claims success', async () => {
    fetchMock.mockResolvedValue(answer(500, { code: 0, msg: 'ok', data: balances }));
    await expect(callApi('/refresh-balance')).rejects.toMatchObject({
      code: 500,
      playerMessage: { key: 'errors.server', params: { code: 500 } },
    });
  });

  it('rejects a body that is not JSON with the HTTP status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 404 }));
    await expect(callApi('/refresh-balance')).rejects.toMatchObject({ code: 404 });
  });

  it('rejects an unreachable server as a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi('/refresh-balance')).rejects.toMatchObject({
      code: 'network',
      playerMessage: { key: 'errors.network' },
    });
  });

  it('gives up after 60 s, not before', async () => {
    fetchMock.mockImplementation(stalledFetch);
    let settled: unknown = 'pending';
    const call = callApi('/refresh-balance').catch((error: unknown) => (settled = error));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(settled).toMatchObject({ code: 'timeout', playerMessage: { key: 'errors.timeout' } });
  });

  it('shows the loading indicator only once a call has taken 800 ms, and hides it when done', async () => {
    let finish: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const call = callApi('/refresh-balance');
    await vi.advanceTimersByTimeAsync(799);
    expect(isLoadingIndicatorShown()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isLoadingIndicatorShown()).toBe(true);
    finish(answer(200, { code: 0, msg: 'ok', data: balances }));
    await call;
    expect(isLoadingIndicatorShown()).toBe(false);
  });

  it('never shows the indicator for a fast call', async () => {
    fetchMock.mockResolvedValue(answer(200, { code: 0, msg: 'ok', data: balances }));
    await callApi('/refresh-balance');
    await vi.advanceTimersByTimeAsync(5000);
    expect(isLoadingIndicatorShown()).toBe(false);
  });

  describe('maintenance (HTTP 503, MaintenanceEnvelope)', () => {
    afterEach(() => leaveMaintenance());
    const endsAt = 1_900_000_000;

    it('turns the answer into the one maintenance state, without an error toast', async () => {
      fetchMock.mockResolvedValue(answer(503, { code: 503, msg: 'maintenance', data: { endsAt } }));
      await expect(callApi('/game/category')).rejects.toMatchObject({ code: 503 });
      expect(getMaintenance()).toEqual({ endsAt: endsAt * 1000, returnTo: null });
      expect(getLastCallError()).toBeNull();
    });

    it('keeps the route it noted when a later answer moves the end', async () => {
      fetchMock.mockResolvedValue(answer(503, { code: 503, msg: 'maintenance', data: { endsAt } }));
      await expect(callApi('/game/category')).rejects.toBeInstanceOf(CallError);
      rememberMaintenanceRoute('/pages/Bonus/Bonus');
      rememberMaintenanceRoute('/pages/SystemMaintenance/SystemMaintenance');
      fetchMock.mockResolvedValue(
        answer(503, { code: 503, msg: 'maintenance', data: { endsAt: endsAt + 60 } }),
      );
      await expect(callApi('/refresh-balance')).rejects.toBeInstanceOf(CallError);
      expect(getMaintenance()).toEqual({ endsAt: (endsAt + 60) * 1000, returnTo: '/pages/Bonus/Bonus' });
    });

    it('ends with the next call that succeeds', async () => {
      fetchMock.mockResolvedValueOnce(answer(503, { code: 503, msg: 'maintenance', data: { endsAt } }));
      await expect(callApi('/game/category')).rejects.toBeInstanceOf(CallError);
      fetchMock.mockResolvedValueOnce(
        answer(200, { code: 0, msg: 'ok', data: { categories: [], domain: '' } }),
      );
      await callApi('/game/category');
      expect(getMaintenance()).toBeNull();
    });

    it('takes a 503 without the envelope (a proxy’s page) as a server fault, not maintenance', async () => {
      fetchMock.mockResolvedValue(new Response('<h1>Service Unavailable</h1>', { status: 503 }));
      await expect(callApi('/game/category')).rejects.toMatchObject({ code: 500 });
      expect(getMaintenance()).toBeNull();
      expect(getLastCallError()).not.toBeNull();
    });
  });
});
