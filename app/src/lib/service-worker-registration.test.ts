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

const { registerServiceWorker } = await import('./service-worker-registration');

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
