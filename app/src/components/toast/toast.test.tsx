import { act, screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { Toast } from './toast';

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls onHide after 1500 ms by default, not before', () => {
    const onHide = vi.fn();
    renderApp(<Toast message="Saved" onHide={onHide} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(1499));
    expect(onHide).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onHide).toHaveBeenCalledOnce();
  });

  it('takes another duration and shows nothing without a message', () => {
    const onHide = vi.fn();
    const { rerender } = renderApp(<Toast message={null} onHide={onHide} durationMs={2000} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(5000));
    expect(onHide).not.toHaveBeenCalled();
    rerender(<Toast message="Copied" onHide={onHide} durationMs={2000} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(onHide).toHaveBeenCalledOnce();
  });
});
