import { ChunkLoadError, loadChunk } from './lazy-page';

describe('loadChunk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the module when it loads in time', async () => {
    await expect(loadChunk('home', () => Promise.resolve({ default: 1 }), 120_000)).resolves.toEqual({
      default: 1,
    });
  });

  it('names the chunk and the reason when the import fails', async () => {
    const failing = loadChunk('Wallet', () => Promise.reject(new Error('404 Not Found')), 120_000);
    await expect(failing).rejects.toEqual(new ChunkLoadError('Wallet', '404 Not Found'));
  });

  it('rejects a stalled chunk at the time-out, not before', async () => {
    const stalled = loadChunk('classify', () => new Promise(() => {}), 120_000);
    const settled = vi.fn();
    stalled.catch(settled);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(new ChunkLoadError('classify', 'timed out after 120 s'));
  });
});
