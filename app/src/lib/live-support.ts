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
