import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { useMessage } from '@/components/use-message';
import { getSession } from '@/lib/session-store';
import { renderApp } from './render-app';

function Probe() {
  const t = useMessage();
  const location = useLocation();
  return (
    <p>
      {t('page.notFound.title')} at {location.pathname}
      {location.search}
    </p>
  );
}

describe('renderApp', () => {
  it('renders in English at home by default', () => {
    renderApp(<Probe />);
    expect(screen.getByText('Page not found at /')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('renders another locale with its compiled messages, right to left for Arabic', () => {
    renderApp(<Probe />, { locale: 'ar', route: '/pages/classify/classify?Leixing=3&index=0' });
    expect(screen.getByText(/\/pages\/classify\/classify\?Leixing=3&index=0/)).not.toHaveTextContent(
      'Page not found',
    );
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('starts each render from a visitor session plus the given fields', () => {
    renderApp(<Probe />, { session: { token: 'abc', balance: 1234 } });
    expect(getSession()).toMatchObject({ token: 'abc', balance: 1234, bonusCount: 0 });
    renderApp(<Probe />);
    expect(getSession().token).toBeNull();
  });
});
