import { fireEvent, screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { ThrottledButton } from './throttled-button';

describe('ThrottledButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ignores a second press within 1000 ms and accepts one after', () => {
    const onClick = vi.fn();
    renderApp(<ThrottledButton onClick={onClick}>Deposit</ThrottledButton>);
    const button = screen.getByRole('button', { name: 'Deposit' });
    fireEvent.click(button);
    vi.advanceTimersByTime(500);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(499);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
