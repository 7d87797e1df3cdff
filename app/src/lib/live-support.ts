// SPEC §2, §9: Live Support is hidden for players of some platforms (10, named
// by the site's content); a visitor, whose platform is not known, sees it. The
// side menu and the Account tab both ask here.
import { site } from '@content/site';

export function showsLiveSupport(
  platformId: number | null,
  hiddenOn: readonly number[] = site.platforms.hideLiveSupport,
): boolean {
  return platformId === null || !hiddenOn.includes(platformId);
}

/**
 * SPEC §7's pid, sent with /game/chat, /game/category and /login-tg: the
 * player's platform id (SPEC §3 user info), or empty for a visitor, whose
 * platform is not known yet.
 */
export function platformPid(platformId: number | null | undefined): number | '' {
  return platformId ?? '';
}

/** The /game/chat request: pid and the player's language. */
export function chatRequest(
  platformId: number | null | undefined,
  lang: string,
): { pid: number | ''; lang: string } {
  return { pid: platformPid(platformId), lang };
}
