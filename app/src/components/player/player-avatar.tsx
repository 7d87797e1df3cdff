// The player's avatar (SPEC §3 headId, 1 to 21) as the content ships it: a
// WebP with its 2x variant. An unknown headId shows the first avatar. The
// image is decorative: the nickname beside it names the player.
import { avatars } from '@content/avatars';
import './player.css';

export interface PlayerAvatarProps {
  readonly headId: number | null | undefined;
  /** Shown size in CSS pixels (the image is square). */
  readonly size: number;
}

export function PlayerAvatar({ headId, size }: PlayerAvatarProps) {
  const avatar = avatars.find((candidate) => candidate.id === headId) ?? avatars[0];
  if (!avatar) return null;
  return (
    <img
      className="player-avatar"
      src={avatar.image.src}
      srcSet={avatar.image.srcset}
      width={size}
      height={size}
      alt=""
      decoding="async"
    />
  );
}
