import { act, screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { PageRoute } from './page-route';
import { preloadPage } from './preloaded-pages';

function ThrowingPage(): never {
  throw new Error('render failed');
}

describe('page route', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the page once its chunk has loaded', async () => {
    renderApp(<PageRoute chunk="Wallet" load={() => Promise.resolve({ default: () => <h1>Deposit</h1> })} />);
    expect(await screen.findByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('renders a preloaded page in the first render, without suspending', async () => {
    const load = () => Promise.resolve({ default: () => <h1>Lobby</h1> });
    await preloadPage(load, 1000);
    renderApp(<PageRoute chunk="index" load={load} />);
    expect(screen.getByRole('heading', { name: 'Lobby' })).toBeInTheDocument();
  });

  it('names the chunk and the reason when it fails to load, with a reload', async () => {
    renderApp(<PageRoute chunk="Wallet" load={() => Promise.reject(new Error('Failed to fetch'))} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Part of the app could not load (Wallet): Failed to fetch');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });

  it('contains a page that throws in its own error view', async () => {
    renderApp(
      <>
        <p>outside the page</p>
        <PageRoute chunk="Account" load={() => Promise.resolve({ default: ThrowingPage })} />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen ran into a problem');
    expect(screen.getByText('outside the page')).toBeInTheDocument();
  });

  it('loads the chunk again on retry after the 15 s time-out', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<{ default: () => React.JSX.Element }>>()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValueOnce({ default: () => <h1>Bonus page</h1> });
    renderApp(<PageRoute chunk="Bonus" load={load} />);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'Bonus page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
