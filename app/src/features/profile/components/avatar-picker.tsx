// The avatar picker of ProfileInfo: the content's avatars (1-21, as the
// toolchain emits them) as one radio group, so Tab enters it at the chosen
// avatar and the arrow keys move the choice; the chosen one is ringed and
// ticked. Each image is named by its number (account.profile.avatarLabel).
import { avatars } from '@content/avatars';
import { useMessage } from '@/components/use-message';

export interface AvatarPickerProps {
  readonly chosen: number;
  readonly onChoose: (headId: number) => void;
}

export function AvatarPicker({ chosen, onChoose }: AvatarPickerProps) {
  const t = useMessage();
  return (
    <fieldset className="avatar-picker">
      <legend>{t('account.profile.chooseAvatar')}</legend>
      <div className="avatar-picker__grid">
        {avatars.map((avatar) => (
          <label key={avatar.id} className="avatar-picker__option">
            <input
              type="radio"
              name="headId"
              value={avatar.id}
              checked={avatar.id === chosen}
              onChange={() => onChoose(avatar.id)}
            />
            <img
              src={avatar.image.src}
              srcSet={avatar.image.srcset}
              width={avatar.image.width}
              height={avatar.image.height}
              loading="lazy"
              decoding="async"
              alt={t('account.profile.avatarLabel', { id: avatar.id })}
            />
            <svg className="avatar-picker__tick" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M3.5 8.5l3 3 6-6.5" />
            </svg>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
