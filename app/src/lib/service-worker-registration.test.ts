import { afterEach, describe, expect, it, vi } from 'vitest';

type Listener = () => void;
const workbox = vi.hoisted(() => ({
  instances: [] as Array<{
    script: string;
    options: unknown;
    listeners: Map<string, Listener[]>;
    messageSkipWaiting: ReturnType<typeof vi.fn>;
    register: ReturnType<typeof vi.fn>;
  }>,
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    listeners = new Map<string, Listener[]>();
    messageSkipWaiting = vi.fn();
    register = vi.fn(() => Promise.resolve());
    constructor(
      public script: string,
      public options: unknown,
    ) {
      workbox.instances.push(this);
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
  },
}));

const { cacheBustUrl, clearCache, registerServiceWorker, removeServiceWorker } =
  await import('./service-worker-registration');

describe('registerServiceWorker', () => {
  afterEach(() => {
    workbox.instances.length = 0;
    vi.unstubAllGlobals();
  });

  const stubServiceWorker = () => {
    const postMessage = vi.fn();
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: { ready: Promise.resolve({ active: { postMessage } }) },
    });
    return postMessage;
  };

  it('registers sw.js for the site’s folder, then asks the worker to keep the first visit’s messages and images', async () => {
    const postMessage = stubServiceWorker();
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: new URL('i18n/de.dd42ffb974.json', document.baseURI).href },
      { name: new URL('api/user/get/info', document.baseURI).href },
    ] as PerformanceEntryList);
    await registerServiceWorker(vi.fn());
    const [instance] = workbox.instances;
    expect(instance?.script).toBe(new URL('sw.js', document.baseURI).href);
    expect(instance?.register).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: { urlsToCache: [new URL('i18n/de.dd42ffb974.json', document.baseURI).href] },
    });
  });

  it('offers Reload when a new worker waits; Reload lets it take over and reloads once it controls the page', async () => {
    stubServiceWorker();
    const offerUpdate = vi.fn();
    await registerServiceWorker(offerUpdate);
    const [instance] = workbox.instances;
    if (!instance) throw new Error('no Workbox was made');
    expect(offerUpdate).not.toHaveBeenCalled();
    for (const listener of instance.listeners.get('waiting') ?? []) listener();
    expect(offerUpdate).toHaveBeenCalledTimes(1);
    const reload = offerUpdate.mock.calls[0]?.[0] as () => void;
    const reloadPage = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload: reloadPage });
    reload();
    expect(instance.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reloadPage).not.toHaveBeenCalled();
    for (const listener of instance.listeners.get('controlling') ?? []) listener();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('removeServiceWorker', () => {
  const scope = new URL('https://casino.example/play/');

  /** A browser with a worker of this site and one of another folder, and their caches; `done` says what happened, in order. */
  function fakeBrowser() {
    const done: string[] = [];
    const registration = (registrationScope: string) => ({
      scope: registrationScope,
      unregister: vi.fn(() => {
        done.push(`unregister ${registrationScope}`);
        return Promise.resolve(true);
      }),
    });
    const registrations = [registration(scope.href), registration('https://casino.example/other/')];
    const names = [
      `workbox-precache-v2-${scope.href}`,
      'lobbykit-messages',
      'lobbykit-media',
      'workbox-precache-v2-https://casino.example/other/',
      'someone-elses-cache',
    ];
    const storage = {
      serviceWorker: {
        getRegistrations: () => Promise.resolve(registrations as unknown as ServiceWorkerRegistration[]),
      },
      caches: {
        keys: () => Promise.resolve([...names]),
        delete: vi.fn((name: string) => {
          done.push(`delete ${name}`);
          return Promise.resolve(true);
        }),
      },
    };
    return { storage, done };
  }

  it('unregisters the site’s worker, then deletes the caches it filled, and nothing of another folder or site', async () => {
    const { storage, done } = fakeBrowser();
    await removeServiceWorker(storage, scope);
    expect(done).toEqual([
      'unregister https://casino.example/play/',
      'delete workbox-precache-v2-https://casino.example/play/',
      'delete lobbykit-messages',
      'delete lobbykit-media',
    ]);
  });

  it('does nothing where the browser has no service workers or caches', async () => {
    await expect(removeServiceWorker({}, scope)).resolves.toBeUndefined();
  });
});

describe('cacheBustUrl', () => {
  it('adds the timestamp before the hash route', () => {
    expect(cacheBustUrl('https://play.example/#/pages/Bonus/Bonus', 1700000000000)).toBe(
      'https://play.example/?t=1700000000000#/pages/Bonus/Bonus',
    );
  });

  it('replaces an earlier timestamp and keeps other parameters', () => {
    expect(cacheBustUrl('https://play.example/index.html?channel=7&t=1#/', 42)).toBe(
      'https://play.example/index.html?channel=7&t=42#/',
    );
  });
});

describe('clearCache', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reloads with a timestamp even when the worker cannot be removed', async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: 'https://play.example/#/', replace });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = { serviceWorker: { getRegistrations: () => Promise.reject(new Error('no')) } };
    await clearCache(broken);
    expect(replace).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/play\.example\/\?t=\d+#\/$/));
  });
});
