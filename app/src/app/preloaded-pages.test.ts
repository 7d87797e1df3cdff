import { preloadedPage, preloadPage } from './preloaded-pages';

const Page = () => null;

describe('preloaded pages', () => {
  it('keeps the component of a chunk that loads in time', async () => {
    const load = () => Promise.resolve({ default: Page });
    await preloadPage(load, 1000);
    expect(preloadedPage(load)).toBe(Page);
  });

  it('stops waiting at the limit and leaves a slow chunk to the lazy route', async () => {
    vi.useFakeTimers();
    const load = () => new Promise<{ default: typeof Page }>(() => {});
    const preloading = preloadPage(load, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(preloading).resolves.toBeUndefined();
    expect(preloadedPage(load)).toBeUndefined();
    vi.useRealTimers();
  });

  it('leaves a chunk that fails to the lazy route, which reports it', async () => {
    const load = () => Promise.reject(new Error('Failed to fetch'));
    await expect(preloadPage(load, 1000)).resolves.toBeUndefined();
    expect(preloadedPage(load)).toBeUndefined();
  });
});
