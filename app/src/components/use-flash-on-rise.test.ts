import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFlashOnRise } from './use-flash-on-rise';

describe('useFlashOnRise (N-BONUS-FLASH-2S)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const render = (value: number) =>
    renderHook(({ count }) => useFlashOnRise(count, 2000), { initialProps: { count: value } });

  it('does not flash for the first value', () => {
    const { result } = render(3);
    expect(result.current).toBe(false);
  });

  it('flashes when the value rises and stops after exactly 2000 ms', () => {
    const { result, rerender } = render(1);
    rerender({ count: 2 });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('does not flash when the value falls, nor cut a flash short', () => {
    const { result, rerender } = render(3);
    rerender({ count: 2 });
    expect(result.current).toBe(false);
    rerender({ count: 4 });
    act(() => vi.advanceTimersByTime(1000));
    rerender({ count: 3 });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(false);
  });

  it('starts again on a rise during a flash', () => {
    const { result, rerender } = render(0);
    rerender({ count: 1 });
    act(() => vi.advanceTimersByTime(1500));
    rerender({ count: 2 });
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
  });
});
