// SPEC §4's install-banner rule alone, importing nothing, so index.html's
// pre-paint script (app/pre-paint.ts) carries only this: a phone outside
// standalone mode, unless dismissed within the suppression time.

export interface InstallBannerContext {
  readonly phone: boolean;
  readonly standalone: boolean;
  /** When the player last dismissed it (ms since the epoch), if ever. */
  readonly dismissedAt: number | null;
  readonly now: number;
}

export function installBannerShown(
  { phone, standalone, dismissedAt, now }: InstallBannerContext,
  suppressMs: number,
): boolean {
  if (!phone || standalone) return false;
  return dismissedAt === null || now - dismissedAt >= suppressMs;
}
