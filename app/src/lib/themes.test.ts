// The generated theme list reaches the app typed: the switcher can only name
// themes that exist (the @ts-expect-error lines must stay type errors).
import { defaultThemeName, themeColors, themes, type ThemeName } from '@content/themes';

describe('generated themes', () => {
  it('are the five themes of SPEC §3, defaultTheme first and default', () => {
    const names: ThemeName[] = themes.map((theme) => theme.name);
    expect(names).toEqual(['defaultTheme', 'whiteTheme', 'BlueTheme', 'greenTheme', 'BluegreenTheme']);
    expect(defaultThemeName).toBe('defaultTheme');
  });

  it('give each theme a label key, colours and a theme-color value', () => {
    for (const theme of themes) {
      expect(theme.labelKey).toBe(`theme.${theme.name}`);
      expect(theme.bgColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(theme.textColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(themeColors[theme.name]).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('refuse a theme name that does not exist, at compile time', () => {
    // @ts-expect-error: not a theme
    const misspelt: ThemeName = 'darkTheme';
    expect(themes.some((theme) => theme.name === misspelt)).toBe(false);
  });
});
