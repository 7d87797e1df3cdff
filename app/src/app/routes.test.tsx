import { screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { AppRoutes } from './routes';

// A page's chunk is transformed on first import under Vitest: slow on a busy machine.
const chunkWait = { timeout: 10_000 };

describe('routes', () => {
  it('shows About us from its content, with the app version', async () => {
    renderApp(<AppRoutes />, { route: '/pages/AboutUs/AboutUs' });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'About us' }, chunkWait),
    ).toBeInTheDocument();
    expect(await within(main).findByText(/^Version .*1\.4\.0.*140/)).toBeInTheDocument();
  });

  it('reaches home by pages/index/index too', async () => {
    renderApp(<AppRoutes />, { route: '/pages/index/index' });
    expect(
      await within(screen.getByRole('main')).findByRole('heading', { name: 'Home' }, chunkWait),
    ).toBeInTheDocument();
  });

  it('shows not-found with a way home for an unknown route, inside the shell', async () => {
    const { user } = renderApp(<AppRoutes />, { route: '/pages/Casino/Casino' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to home' }));
    expect(
      await within(screen.getByRole('main')).findByRole('heading', { name: 'Home' }, chunkWait),
    ).toBeInTheDocument();
  });

  it('speaks the chosen language in the shell', async () => {
    renderApp(<AppRoutes />, { route: '/', locale: 'de' });
    expect(await screen.findByRole('button', { name: 'Registrieren' })).toBeInTheDocument();
  });
});
