// SPEC §9: platform 8 shows a coins icon, 1, 5 and 6 a yuan icon, any other
// a gold coin; content/site.yaml holds the table.
import { site } from '@content/site';

export type PlatformIconName =
  typeof site.platforms.defaultIcon | (typeof site.platforms.icons)[number]['icon'];

export function platformIcon(platformId: number | null): PlatformIconName {
  if (platformId === null) return site.platforms.defaultIcon;
  const row = site.platforms.icons.find((entry) => entry.platforms.some((id) => id === platformId));
  return row ? row.icon : site.platforms.defaultIcon;
}
