// SPEC §4: the install banner shows on phones outside standalone mode, unless
// the player dismissed it within the last 24 h (SPEC §9: 86,400,000 ms). The
// same rule runs before the first paint (app/pre-paint.ts) and in the shell
// before its first render, so the banner's height is reserved from the first
// paint and nothing jumps.
import { site } from '@content/site';
import { installBannerShown, type InstallBannerContext } from './install-banner-rule';
import { readPreference, writePreference } from './stored-preference';

export const installBannerDismissedKey = 'lobbykit.installBannerDismissedAt';

export type { InstallBannerContext } from './install-banner-rule';

export function shouldShowInstallBanner(context: InstallBannerContext): boolean {
  return installBannerShown(context, site.installPrompt.suppressMs);
}

/** A phone, as the banner's rule and the skeleton's CSS read it. */
export const installBannerPhoneQuery = `(max-width: ${site.layout.desktopBreakpoint - 0.02}px) and (pointer: coarse)`;

/** The banner's context in this browser now. */
export function currentInstallBannerContext(now: number): InstallBannerContext {
  const stored = Number(readPreference(installBannerDismissedKey));
  return {
    phone: window.matchMedia(installBannerPhoneQuery).matches,
    standalone: window.matchMedia('(display-mode: standalone)').matches,
    dismissedAt: Number.isFinite(stored) && stored > 0 ? stored : null,
    now,
  };
}

export function rememberInstallBannerDismissed(now: number): void {
  writePreference(installBannerDismissedKey, String(now));
}
