import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagePath } from '@/config/paths';
import { enterMaintenance, getMaintenance, leaveMaintenance } from '@/lib/maintenance';
import { renderApp } from '@/testing/render-app';
import MaintenancePage, { maintenanceCheckMs } from './maintenance-page';
import { MaintenanceReturn } from './maintenance-return';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderShell(route: string) {
  return renderApp(
    <>
      <MaintenanceReturn />
      <Where />
      <Routes>
        <Route path={pagePath('SystemMaintenance')} element={<MaintenancePage />} />
        <Route path="*" element={<p>another page</p>} />
      </Routes>
    </>,
    { route },
  );
}

/** The server: in maintenance until `endsAt` (seconds) while `on()` says so, else categories. */
function stubServer(on: () => boolean, endsAt: number) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(
      on()
        ? new Response(JSON.stringify({ code: 503, msg: 'maintenance', data: { endsAt } }), { status: 503 })
        : new Response(JSON.stringify({ code: 0, msg: 'ok', data: { categories: [], domain: '' } })),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('maintenance', () => {
  afterEach(() => {
    act(() => leaveMaintenance());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the page with the time left, then returns the player to the route they were on', async () => {
    let on = true;
    const endsAt = Math.floor(Date.now() / 1000) + 2 * 3600 + 90;
    const fetchMock = stubServer(() => on, endsAt);
    const { user } = renderShell('/pages/Bonus/Bonus?tab=2');
    act(() => enterMaintenance(endsAt * 1000));
    expect(await screen.findByRole('heading', { name: 'We’ll be right back' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(pagePath('SystemMaintenance'));
    expect(screen.getByText('Expected back in')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/2 hours\s*1 minute/);

    // Still on: the check answers 503 and the page stays.
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/game\/category$/);
    expect(getMaintenance()).not.toBeNull();

    on = false;
    await user.click(await screen.findByRole('button', { name: 'Check again' }));
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/pages/Bonus/Bonus?tab=2'));
    expect(screen.getByText('another page')).toBeInTheDocument();
  });

  it('checks again by itself every 15 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const endsAt = Math.floor(Date.now() / 1000) + 3600;
    const fetchMock = stubServer(() => true, endsAt);
    renderShell('/');
    act(() => enterMaintenance(endsAt * 1000));
    await screen.findByRole('heading', { name: 'We’ll be right back' });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(maintenanceCheckMs));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(maintenanceCheckMs));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('checks when the expected end comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const endsAt = Math.floor(Date.now() / 1000) + 5;
    const fetchMock = stubServer(() => true, endsAt);
    renderShell('/');
    act(() => enterMaintenance(endsAt * 1000));
    await screen.findByRole('timer');
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(fetchMock).toHaveBeenCalled();
  });

  it('sends a bookmark of the page home when there is no maintenance', async () => {
    stubServer(() => false, 0);
    renderShell(pagePath('SystemMaintenance'));
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  });
});
