import { act, fireEvent, screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { PageLoading } from './page-loading';

describe('page loading view', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows nothing for the first second, so a fast page never flashes it', () => {
    renderApp(<PageLoading onRetry={() => {}} />);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status', { name: 'Loading page…' })).toBeVisible();
  });

  it('turns into an error view with a retry at 15 s', () => {
    const onRetry = vi.fn();
    renderApp(<PageLoading onRetry={onRetry} />);
    act(() => vi.advanceTimersByTime(14_999));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('This page didn’t load');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
