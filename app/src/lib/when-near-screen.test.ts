import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '@/testing/stub-intersection-observer';
import { whenNearScreen } from '@/lib/when-near-screen';

describe('whenNearScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls back once, the first time the element comes near the screen', () => {
    const announce = stubIntersectionObserver();
    const callback = vi.fn();
    whenNearScreen(document.createElement('div'), '100px', callback);
    announce(false);
    expect(callback).not.toHaveBeenCalled();
    announce(true);
    announce(true);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when cancelled', () => {
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect = disconnect;
      },
    );
    const cancel = whenNearScreen(document.createElement('div'), '100px', vi.fn());
    cancel();
    expect(disconnect).toHaveBeenCalledTimes(1);
  });

  it('calls back at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const callback = vi.fn();
    whenNearScreen(document.createElement('div'), '100px', callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
