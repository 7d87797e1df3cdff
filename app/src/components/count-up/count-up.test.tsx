import { act, screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { stubMatchMedia } from '@/components/match-media-stub';
import { CountUp, countUpValue } from './count-up';

const shown = () => Number(screen.getByText(/\d/).getAttribute('data-value'));

describe('countUpValue', () => {
  it('starts at from, rises, and is exactly to from the duration on', () => {
    expect(countUpValue(0, 1000, 0, 2000)).toBe(0);
    expect(countUpValue(0, 1000, 1000, 2000)).toBeGreaterThan(500);
    expect(countUpValue(0, 1000, 1999, 2000)).toBeLessThan(1000);
    expect(countUpValue(0, 1000, 2000, 2000)).toBe(1000);
    expect(countUpValue(0, 1000, 5000, 2000)).toBe(1000);
  });
});

describe('CountUp', () => {
  beforeEach(() => {
    stubMatchMedia(() => false);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts to the target over 2000 ms', () => {
    renderApp(<CountUp to={1234} />);
    expect(shown()).toBe(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBeGreaterThan(0);
    expect(shown()).toBeLessThan(1234);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBe(1234);
    expect(screen.getByText('1,234')).toBeInTheDocument();
  });

  it('shows the target at once with reduced motion', () => {
    stubMatchMedia((query) => query.includes('reduce'));
    renderApp(<CountUp to={50} from={10} decimals={2} />);
    expect(screen.getByText('50.00')).toBeInTheDocument();
  });
});
