// The top bar of SPEC §2, 60 px high at every width. Narrow: menu toggle,
// logo, and Sign in / Register for visitors. Wide: toggle, logo (home), bonus
// box, wallet area (wallet-area.tsx), avatar menu (avatar-menu.tsx), settings
// panel and bell (bell.tsx). Signed-in parts render from the session store.
import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { MountWhenAsked } from '@/components/mount-when-asked';
import { LazySettingsPanel } from '@/components/settings-panel/lazy-settings-panel';
import { useMessage } from '@/components/use-message';
import { pagePath } from '@/config/paths';
import { openAuthDialogByButton } from '@/lib/auth-dialog';
import { isSignedIn, useSession, type Session } from '@/lib/session-store';
import { HoverPanel } from './hover-panel';
import { BellIcon, GearIcon, GiftIcon, MenuIcon } from './icons';
import './top-bar.css';

// Signed-in players only: the money code (balance, currency choice, game
// indicator) is its own chunk, not part of every visitor's start.
const WalletArea = lazy(() => import('./wallet-area').then(({ WalletArea }) => ({ default: WalletArea })));
const AvatarMenu = lazy(() => import('./avatar-menu'));
const SignedInBonusBox = lazy(() => import('./bonus-box'));
// The bell with its count: its own chunk too (a signed-in player's only).
const Bell = lazy(() => import('./bell'));

export interface TopBarProps {
  readonly wide: boolean;
  readonly menuOpen: boolean;
  readonly onToggleMenu: () => void;
  /** The id of the side menu the toggle controls. */
  readonly menuId: string;
}

export function TopBar({ wide, menuOpen, onToggleMenu, menuId }: TopBarProps) {
  const t = useMessage();
  const session = useSession();
  const signedIn = isSignedIn(session);
  return (
    <header className="top-bar">
      <button
        type="button"
        className="top-bar__icon-button top-bar__toggle"
        aria-label={t(menuOpen ? 'topBar.closeMenu' : 'topBar.openMenu')}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={onToggleMenu}
      >
        <MenuIcon />
      </button>
      <Link className="top-bar__logo" to={pagePath('index')} aria-label={t('topBar.logo')}>
        <span aria-hidden="true">
          Lobby<span className="top-bar__logo-accent">kit</span>
        </span>
      </Link>
      <div className="top-bar__end">
        {wide && <BonusBox session={session} />}
        {signedIn ? (
          <>
            <Suspense
              fallback={<span className="top-bar__wallet top-bar__wallet--loading" aria-hidden="true" />}
            >
              <WalletArea session={session} wide={wide} />
            </Suspense>
            {wide && (
              <Suspense fallback={<span className="top-bar__avatar--loading" aria-hidden="true" />}>
                <AvatarMenu session={session} />
              </Suspense>
            )}
          </>
        ) : (
          <VisitorButtons />
        )}
        {wide && (
          <HoverPanel label={t('topBar.settings')} trigger={<GearIcon />}>
            {/* Kept once opened: its language dialog lives on while focus is outside the panel. */}
            {(open) => (
              <MountWhenAsked asked={open}>
                <LazySettingsPanel />
              </MountWhenAsked>
            )}
          </HoverPanel>
        )}
        {signedIn && (
          <Suspense
            fallback={
              <span className="top-bar__icon-button" aria-hidden="true">
                <BellIcon />
              </span>
            }
          >
            <Bell wide={wide} />
          </Suspense>
        )}
      </div>
    </header>
  );
}

function VisitorButtons() {
  const t = useMessage();
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => openAuthDialogByButton('signIn')}>
        {t('topBar.signIn')}
      </button>
      <button
        type="button"
        className="button button--primary"
        onClick={() => openAuthDialogByButton('register')}
      >
        {t('topBar.register')}
      </button>
    </>
  );
}

/**
 * SPEC §2: a visitor's tap opens bonus-cabinet; a signed-in player's bonus box
 * (its badge and novice-task panel) is its own chunk, bonus-box.tsx.
 */
function BonusBox({ session }: { session: Session }) {
  const t = useMessage();
  const navigate = useNavigate();
  if (isSignedIn(session))
    return (
      <Suspense
        fallback={
          <span className="top-bar__icon-button top-bar__bonus" aria-hidden="true">
            <GiftIcon />
          </span>
        }
      >
        <SignedInBonusBox session={session} />
      </Suspense>
    );
  return (
    <button
      type="button"
      className="top-bar__icon-button top-bar__bonus"
      aria-label={t('topBar.bonusBox')}
      onClick={() => navigate(pagePath('bonus-cabinet'))}
    >
      <GiftIcon />
    </button>
  );
}
