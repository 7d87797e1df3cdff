import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenLoadedAndIdle } from './when-loaded-and-idle';

describe('whenLoadedAndIdle', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits for the load event before running', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    vi.useFakeTimers();
    const work = vi.fn();
    whenLoadedAndIdle(work);
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(work).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it('does nothing once cancelled', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    const cancel = whenLoadedAndIdle(work);
    cancel();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
