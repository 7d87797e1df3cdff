import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { RefreshIcon } from './line-icon';

describe('LineIcon', () => {
  it('is hidden from assistive technology and out of the tab order, leaving the name to its control', () => {
    const { container } = renderApp(
      <button type="button" aria-label="Refresh">
        <RefreshIcon />
      </button>,
    );
    const icon = container.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('focusable', 'false');
    expect(icon).toHaveAttribute('stroke', 'currentColor');
    expect(screen.getByRole('button')).toHaveAccessibleName('Refresh');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
