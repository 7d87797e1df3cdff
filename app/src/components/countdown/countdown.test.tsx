import { act, screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { Countdown } from './countdown';

describe('Countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows days, hours, minutes and seconds: 90061 s is 1 day 1 hour 1 minute 1 second', () => {
    renderApp(<Countdown seconds={90061} />);
    expect(screen.getByRole('timer')).toHaveTextContent('1 day1 hour1 minute1 second');
  });

  it('ticks once every 1000 ms', () => {
    renderApp(<Countdown seconds={62} format="short" />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('0d0h1m2s');
    act(() => vi.advanceTimersByTime(999));
    expect(timer).toHaveTextContent('0d0h1m2s');
    act(() => vi.advanceTimersByTime(1));
    expect(timer).toHaveTextContent('0d0h1m1s');
    act(() => vi.advanceTimersByTime(2000));
    expect(timer).toHaveTextContent('0d0h0m59s');
  });

  it('says Ended and calls onEnd at zero', () => {
    const onEnd = vi.fn();
    renderApp(<Countdown seconds={2} onEnd={onEnd} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('uses the plural forms of the language', () => {
    renderApp(<Countdown seconds={2 * 86400 + 5} />);
    expect(screen.getByRole('timer')).toHaveTextContent('2 days0 hours0 minutes5 seconds');
  });
});
