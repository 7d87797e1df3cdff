// The five themes of SPEC §3: the choice persists (SPEC §4 "theme changes
// persist") and is applied as data-theme on <html>, whose custom properties
// come from the generated themes.css. index.html applies the stored theme
// before React loads, so the first paint already has it.
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { defaultThemeName, themeColors, themes, type ThemeName } from '@content/themes';
import { readPreference, writePreference } from './stored-preference';

/** The localStorage key; index.html's inline script reads the same key. */
export const themeStorageKey = 'lobbykit.theme';

export function isThemeName(name: string | null): name is ThemeName {
  return themes.some((theme) => theme.name === name);
}

/** The stored theme, or the default when none or an unknown one is stored. */
export function storedTheme(): ThemeName {
  const stored = readPreference(themeStorageKey);
  return isThemeName(stored) ? stored : defaultThemeName;
}

/** Sets data-theme and the browser's theme-color on the document. */
export function applyTheme(name: ThemeName): void {
  document.documentElement.dataset.theme = name;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColors[name]);
}

interface ThemeContextValue {
  readonly theme: ThemeName;
  readonly setTheme: (name: ThemeName) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ initialTheme, children }: { initialTheme: ThemeName; children: ReactNode }) {
  const [theme, setCurrent] = useState(() => {
    applyTheme(initialTheme);
    return initialTheme;
  });
  const setTheme = useCallback((name: ThemeName) => {
    writePreference(themeStorageKey, name);
    applyTheme(name);
    setCurrent(name);
  }, []);
  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error('useTheme needs a ThemeProvider above it');
  return value;
}
