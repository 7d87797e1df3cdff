import { act, renderHook } from '@testing-library/react';
import { useChosenValue } from './use-chosen-value';

describe('useChosenValue', () => {
  it('shows a choice until the address moves, then follows the address again', () => {
    const { result, rerender } = renderHook(({ address }) => useChosenValue(address), {
      initialProps: { address: 'a' },
    });
    expect(result.current[0]).toBe('a');
    act(() => result.current[1]('b'));
    expect(result.current[0]).toBe('b');
    // The address catches up, then moves on (Back): the address wins.
    rerender({ address: 'b' });
    expect(result.current[0]).toBe('b');
    rerender({ address: 'c' });
    expect(result.current[0]).toBe('c');
  });
});
