// SPEC §4: the install banner shows on phones outside standalone mode, unless
// the player dismissed it within the last 24 h (SPEC §9: 86,400,000 ms). The
// shell decides before its first render, so the banner's height is reserved
// from the first paint and nothing jumps.
import { site } from '@content/site';
import { readPreference, writePreference } from './stored-preference';

export const installBannerDismissedKey = 'lobbykit.installBannerDismissedAt';

export interface InstallBannerContext {
  readonly phone: boolean;
  readonly standalone: boolean;
  /** When the player last dismissed it (ms since the epoch), if ever. */
  readonly dismissedAt: number | null;
  readonly now: number;
}

export function shouldShowInstallBanner({
  phone,
  standalone,
  dismissedAt,
  now,
}: InstallBannerContext): boolean {
  if (!phone || standalone) return false;
  return dismissedAt === null || now - dismissedAt >= site.installPrompt.suppressMs;
}

/** The banner's context in this browser now. */
export function currentInstallBannerContext(now: number): InstallBannerContext {
  const stored = Number(readPreference(installBannerDismissedKey));
  return {
    phone: window.matchMedia(`(max-width: ${site.layout.desktopBreakpoint - 0.02}px) and (pointer: coarse)`)
      .matches,
    standalone: window.matchMedia('(display-mode: standalone)').matches,
    dismissedAt: Number.isFinite(stored) && stored > 0 ? stored : null,
    now,
  };
}

export function rememberInstallBannerDismissed(now: number): void {
  writePreference(installBannerDismissedKey, String(now));
}
