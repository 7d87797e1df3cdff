import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blurhashQueue } from '@/lib/blurhash/shared-blurhash-queue';
import { stubIntersectionObserver } from '@/testing/stub-intersection-observer';
import { BlurhashCanvas } from './blurhash-canvas';

// A hash no other test decodes, so the shared queue has not cached it.
const hash = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';

describe('BlurhashCanvas', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('decodes only once its card comes near the screen', () => {
    const announce = stubIntersectionObserver();
    const { unmount } = render(<BlurhashCanvas hash={hash} />);
    expect(blurhashQueue.pendingCount()).toBe(0);

    act(() => announce(false));
    expect(blurhashQueue.pendingCount()).toBe(0);

    act(() => announce(true));
    expect(blurhashQueue.pendingCount()).toBe(1);

    // A card scrolled away before its turn gives its decode up.
    unmount();
    expect(blurhashQueue.pendingCount()).toBe(0);
  });
});
