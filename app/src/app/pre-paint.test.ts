import { prePaint, type PrePaintConfig } from './pre-paint';

const config: PrePaintConfig = {
  themeKey: 'lobbykit.theme',
  languageKey: 'lobbykit.language',
  installBannerKey: 'lobbykit.installBannerDismissedAt',
  languages: [
    { tag: 'ar', dir: 'rtl' },
    { tag: 'en', dir: 'ltr' },
    { tag: 'tl', dir: 'ltr' },
    { tag: 'ur', dir: 'rtl' },
  ],
  defaultLanguage: 'en',
  phoneQuery: '(phone)',
  suppressMs: 86_400_000,
};

const now = 1_700_000_000_000;

function browser({ languages = ['en-GB'], phone = false }: { languages?: string[]; phone?: boolean }) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(phone)' && phone }));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  const root = document.documentElement;
  root.removeAttribute('dir');
  root.removeAttribute('lang');
  delete root.dataset.theme;
  delete root.dataset.installBanner;
});

describe('prePaint', () => {
  it('applies the stored theme and language, with the language’s direction', () => {
    browser({});
    localStorage.setItem('lobbykit.theme', 'whiteTheme');
    localStorage.setItem('lobbykit.language', 'ar');
    prePaint(config, now);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement.dataset.theme).toBe('whiteTheme');
  });

  it('follows the browser’s languages by the app’s own rule when nothing is stored', () => {
    browser({ languages: ['ur-PK'] });
    prePaint(config, now);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // fil maps to tl (shipped, left to right) before the Arabic that follows it.
    browser({ languages: ['fil-PH', 'ar'] });
    prePaint(config, now);
    expect(document.documentElement).toHaveAttribute('lang', 'tl');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('keeps the install banner’s place on a phone, except in the 24 h after a dismissal', () => {
    browser({ phone: true });
    prePaint(config, now);
    expect(document.documentElement.dataset.installBanner).toBe('shown');
    localStorage.setItem('lobbykit.installBannerDismissedAt', String(now - 3_600_000));
    prePaint(config, now);
    expect(document.documentElement.dataset.installBanner).toBe('hidden');
    prePaint(config, now + 86_400_000);
    expect(document.documentElement.dataset.installBanner).toBe('shown');
    browser({ phone: false });
    localStorage.clear();
    prePaint(config, now);
    expect(document.documentElement.dataset.installBanner).toBe('hidden');
  });
});
