import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('shows 40 as aria-valuenow 40, a 40% fill and the text 40%', () => {
    renderApp(<ProgressBar value={40} label="VIP progress" />);
    const bar = screen.getByRole('progressbar', { name: 'VIP progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect((bar.firstElementChild as HTMLElement).style.inlineSize).toBe('40%');
    expect(screen.getByText('40%')).toBeInTheDocument();
  });

  it('keeps the value within 0 and 100', () => {
    const { unmount } = renderApp(<ProgressBar value={140} label="Over" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    unmount();
    renderApp(<ProgressBar value={-3} label="Under" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });
});
