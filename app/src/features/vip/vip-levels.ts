// The club's levels (content/vip.yaml through @content/vip) as the page reads
// them: which level a player holds, the one after it, and a perk by its id.
import { vipLevels, vipPerks, type VipLevel, type VipPerk, type VipPerkId } from '@content/vip';

/** The level numbered `level`, if the content has it. */
export function vipLevel(level: number): VipLevel | undefined {
  return vipLevels.find((candidate) => candidate.level === level);
}

/** The first level above `level`, or undefined at the top. */
export function nextVipLevel(level: number): VipLevel | undefined {
  return vipLevels.find((candidate) => candidate.level > level);
}

export function vipPerk(id: VipPerkId): VipPerk | undefined {
  return vipPerks.find((perk) => perk.id === id);
}
