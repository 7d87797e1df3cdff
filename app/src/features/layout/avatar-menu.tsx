// The wide top bar's avatar menu (SPEC §2): the player's avatar opens a hover
// panel (hover, focus and Enter/Space/ArrowDown, a tap) with the nickname, the
// links to the player's own pages, the VIP level and its progress bar, and
// Sign out. Its own chunk: a visitor's start does not carry it.
import { Link } from 'react-router';
import { PlayerAvatar } from '@/components/player/player-avatar';
import { VipProgress } from '@/components/player/vip-progress';
import { useMessage } from '@/components/use-message';
import { avatarMenuPages } from '@/config/account-pages';
import { pagePath } from '@/config/paths';
import { signOut, type ReloadPage } from '@/lib/api/sign-out';
import type { Session } from '@/lib/session-store';
import { HoverPanel } from './hover-panel';
import { moveThroughMenu } from './menu-keys';
import './avatar-menu.css';

export interface AvatarMenuProps {
  readonly session: Session;
  /** Reloads the page after signing out; tests pass a spy. */
  readonly reload?: ReloadPage;
}

export default function AvatarMenu({ session, reload }: AvatarMenuProps) {
  const t = useMessage();
  const { user, vipProgress } = session;
  return (
    <HoverPanel
      className="avatar-menu"
      onKeyDown={moveThroughMenu}
      closeOnChoose
      label={t('avatarMenu.open')}
      trigger={<PlayerAvatar headId={user?.headId} size={32} />}
    >
      <p className="avatar-menu__name">
        {user ? user.nickName : <span className="avatar-menu__name-placeholder" aria-hidden="true" />}
      </p>
      <ul className="avatar-menu__links">
        {avatarMenuPages.map(({ page, labelKey }) => (
          <li key={page}>
            <Link className="avatar-menu__link" to={pagePath(page)}>
              {t(labelKey)}
            </Link>
          </li>
        ))}
      </ul>
      <VipProgress level={user?.vip ?? 0} progress={vipProgress} />
      <button
        type="button"
        className="button button--ghost avatar-menu__sign-out"
        onClick={() => void signOut(reload)}
      >
        {t('avatarMenu.signOut')}
      </button>
    </HoverPanel>
  );
}
