import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { stubWithdrawCalls, withdrawalSession } from '@/features/withdraw/testing/withdraw-answers';
import ChooseLocationPage from './choose-location-page';
import OpenLocationPage from './open-location-page';

const route = '/pages/choose-location/choose-location?region=BD';

describe('ChooseLocationPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists every region of the bank lists by its name in the player’s language', async () => {
    const calls = stubWithdrawCalls();
    renderApp(<ChooseLocationPage />, { route, locale: 'fr', session: withdrawalSession });
    const list = await screen.findByRole('list', { name: 'Choisissez votre localisation' });
    const names = within(list)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['BangladeshBDT', 'Corée du SudKRW', 'JaponJPY']);
    expect(within(list).getByRole('link', { name: /Bangladesh/ })).toHaveAttribute('aria-current', 'true');
    expect(calls.bodies('/withdraw/bind/query')).toHaveLength(1);
  });

  it('finds a region as the player types and goes back into the bind flow with it', async () => {
    stubWithdrawCalls();
    const { user } = renderApp(<ChooseLocationPage />, { route, session: withdrawalSession });
    await user.type(await screen.findByRole('searchbox', { name: 'Search for a country or region' }), 'jap');
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(1));
    expect(screen.getByRole('link', { name: /Japan/ })).toHaveAttribute(
      'href',
      '/pages/Withdrawals/Withdrawals?bind=1&region=JP',
    );
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'qq');
    expect(await screen.findByText('No country or region matches “qq”')).toBeInTheDocument();
  });
});

describe('OpenLocationPage', () => {
  it('says the app never reads the device’s location and offers to choose by hand', () => {
    renderApp(<OpenLocationPage />, { route: '/pages/open-location/open-location' });
    expect(screen.getByRole('heading', { level: 1, name: 'Turn on location' })).toBeInTheDocument();
    expect(screen.getByText(/never reads your device’s location/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose my country or region' })).toHaveAttribute(
      'href',
      '/pages/choose-location/choose-location',
    );
  });
});
