// What runs before the first paint, inlined into index.html's head by
// build-plugins/pre-paint.ts: the player's earlier choices applied to <html>
// so the HTML skeleton paints as the app will — the theme, the language's
// direction (an Arabic or Urdu page does not flip sides when the app starts),
// and whether the install banner's place is kept (not in the 24 h after a
// dismissal). It decides by the app's own rules; the plugin passes the data.
import { installBannerShown } from '@/lib/install-banner-rule';
import { chooseLanguage } from '@/lib/language-choice';

export interface PrePaintConfig {
  readonly themeKey: string;
  readonly languageKey: string;
  readonly installBannerKey: string;
  /** Every shipped language and its direction. */
  readonly languages: readonly { readonly tag: string; readonly dir: 'ltr' | 'rtl' }[];
  readonly defaultLanguage: string;
  readonly phoneQuery: string;
  readonly suppressMs: number;
}

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function prePaint(config: PrePaintConfig, now: number = Date.now()): void {
  const root = document.documentElement;
  const theme = stored(config.themeKey);
  if (theme) root.dataset.theme = theme;
  const tag = chooseLanguage(
    stored(config.languageKey),
    navigator.languages,
    config.languages.map((language) => language.tag),
    config.defaultLanguage,
  );
  root.lang = tag;
  root.dir = config.languages.find((language) => language.tag === tag)?.dir ?? 'ltr';
  const dismissedAt = Number(stored(config.installBannerKey));
  const shown = installBannerShown(
    {
      phone: matchMedia(config.phoneQuery).matches,
      standalone: matchMedia('(display-mode: standalone)').matches,
      dismissedAt: Number.isFinite(dismissedAt) && dismissedAt > 0 ? dismissedAt : null,
      now,
    },
    config.suppressMs,
  );
  root.dataset.installBanner = shown ? 'shown' : 'hidden';
}
