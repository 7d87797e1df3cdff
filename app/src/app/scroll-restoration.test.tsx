import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { useScrollRestoration } from './scroll-restoration';

let navigate: NavigateFunction = () => undefined;

function Page() {
  useScrollRestoration();
  const pageNavigate = useNavigate();
  useEffect(() => {
    navigate = pageNavigate;
  }, [pageNavigate]);
  return null;
}

/** jsdom does not scroll: the window's position is what was last scrolled to, each scroll announced. */
function scrollWindow(top: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
  window.dispatchEvent(new Event('scroll'));
}

test('an address refined in place keeps the position scrolled to before it, for Back to return to', async () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((_x?: unknown, y?: unknown) => {
    scrollWindow(Number(y));
  });
  render(
    <MemoryRouter initialEntries={['/pages/classify/classify?Leixing=1']}>
      <Page />
    </MemoryRouter>,
  );
  // Scrolled while the page's replace navigation is pending (a transition): noted under the replaced entry.
  scrollWindow(846);
  await act(async () => navigate('/pages/classify/classify?Leixing=1&category=slots', { replace: true }));
  await act(async () => navigate('/pages/classify/classify?Leixing=3'));
  expect(window.scrollY).toBe(0);
  scrollTo.mockClear();
  await act(async () => navigate(-1));
  expect(scrollTo).toHaveBeenCalledWith(0, 846);
  scrollTo.mockRestore();
  scrollWindow(0);
});
