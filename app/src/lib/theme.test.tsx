import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import indexHtml from '../../index.html?raw';
import { applyTheme, storedTheme, themeStorageKey, ThemeProvider, useTheme } from './theme';

const wrapper = ({ children }: { children: ReactNode }) => (
  <ThemeProvider initialTheme={storedTheme()}>{children}</ThemeProvider>
);

describe('theme preference', () => {
  afterEach(() => applyTheme('defaultTheme'));

  it('starts with the default theme when nothing is stored', () => {
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.theme).toBe('defaultTheme');
    expect(document.documentElement.dataset.theme).toBe('defaultTheme');
  });

  it('persists a switch and applies it to <html>, so a reload starts with it', () => {
    const { result, unmount } = renderHook(() => useTheme(), { wrapper });
    act(() => result.current.setTheme('greenTheme'));
    expect(document.documentElement.dataset.theme).toBe('greenTheme');
    expect(window.localStorage.getItem(themeStorageKey)).toBe('greenTheme');
    unmount();
    const reloaded = renderHook(() => useTheme(), { wrapper });
    expect(reloaded.result.current.theme).toBe('greenTheme');
  });

  it('ignores a stored name that is not a theme', () => {
    window.localStorage.setItem(themeStorageKey, 'darkTheme');
    expect(storedTheme()).toBe('defaultTheme');
  });

  it('is applied before first paint by index.html (app/pre-paint.ts, given this key by its build plugin)', () => {
    expect(indexHtml.indexOf('<!-- pre-paint -->')).toBeGreaterThan(-1);
    expect(indexHtml.indexOf('<!-- pre-paint -->')).toBeLessThan(indexHtml.indexOf('src/main.tsx'));
    expect(themeStorageKey).toBe('lobbykit.theme');
  });
});
