import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { LoadingSpinner } from './loading-spinner';

describe('LoadingSpinner', () => {
  it('is a status named by the translated "Loading"', () => {
    renderApp(<LoadingSpinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('takes its own name', () => {
    renderApp(<LoadingSpinner label="Loading games" />, { locale: 'fr' });
    expect(screen.getByRole('status', { name: 'Loading games' })).toBeInTheDocument();
  });
});
