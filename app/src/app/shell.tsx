// The frame every page lives in: top bar, side menu (a 232 px sidebar from
// 800 px, a drawer below), the page, the bottom tab bar on narrow tab pages,
// the sign-in popups, and while signed in the sandbox socket with the
// prompts its pushes open, the reward popups (daily sign-in, wheel, tasks)
// and the player's favourites and recent games;
// every call's spinner and error toast.
import { site } from '@content/site';
import { lazy, useEffect, useId, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { MountWhenAsked } from '@/components/mount-when-asked';
import { LazySettingsPanel } from '@/components/settings-panel/lazy-settings-panel';
import { useMediaQuery } from '@/components/use-media-query';
import { useMessage } from '@/components/use-message';
import { pageAtPath, tabPages, type PageName } from '@/config/paths';
import {
  currentInstallBannerContext,
  rememberInstallBannerDismissed,
  shouldShowInstallBanner,
} from '@/lib/install-banner';
import { useAuthDialog } from '@/lib/auth-dialog';
import { whenLoadedAndIdle } from '@/lib/when-loaded-and-idle';
import { balanceAdded } from '@/lib/balance-added';
import { rewardPopup } from '@/lib/rewards/reward-popup';
import { isSignedIn, useSession } from '@/lib/session-store';
import { celebrationPushes, sessionPrompt } from '@/features/session-events/session-event-store';
import { InstallBanner } from '@/features/layout/install-banner';
import { TabBar } from '@/features/layout/tab-bar';
import { TopBar } from '@/features/layout/top-bar';
import { SideMenu } from '@/features/side-menu/side-menu';
import { usePlayerGameLists } from '@/features/lobby/device-lists/player-game-lists';
import { CallFeedback } from './call-feedback';
import { PageTitle } from './page-title';
import { useScrollRestoration } from './scroll-restoration';
import { useTransferOutOnHome } from './transfer-out-on-home';
import '@/features/layout/shell.css';

const isTabPage = (page: PageName | null) => tabPages.some((tab) => tab === page);

// The sign-in popups and the socket's prompts (its VIP celebrations too) are
// their own chunks, fetched when one is first asked for: most visits open
// none, and home's start-up code stays smaller. So is the socket with what a
// token change loads (the player, the balance, the pushes' handling): a
// visitor's start carries none of it.
const AuthDialogs = lazy(() =>
  import('@/features/auth/auth-dialogs').then(({ AuthDialogs }) => ({ default: AuthDialogs })),
);
const SessionSocket = lazy(() =>
  import('./session-socket').then(({ SessionSocket }) => ({ default: SessionSocket })),
);
const RewardPopups = lazy(() =>
  import('@/features/rewards/reward-popups').then(({ RewardPopups }) => ({ default: RewardPopups })),
);
// The installable app, the music player, maintenance and the Telegram sheet
// (shell-after-start.tsx): fetched once the page has loaded and the browser
// is idle, so their requests never compete with the page's largest paint.
const ShellAfterStart = lazy(() =>
  import('./shell-after-start').then(({ ShellAfterStart }) => ({ default: ShellAfterStart })),
);
const SessionPrompts = lazy(() =>
  import('@/features/session-events/session-prompts').then(({ SessionPrompts }) => ({
    default: SessionPrompts,
  })),
);

export function Shell() {
  const t = useMessage();
  const wide = useMediaQuery(`(min-width: ${site.layout.desktopBreakpoint}px)`);
  // The sidebar starts open on wide screens, the drawer closed on narrow ones.
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuOpen = wide ? sidebarOpen : drawerOpen;
  const menuId = useId();
  const { pathname } = useLocation();
  const showTabBar = !wide && isTabPage(pageAtPath(pathname));
  const closeDrawer = () => setDrawerOpen(false);
  usePlayerGameLists();
  useScrollRestoration();
  useTransferOutOnHome();
  const authDialog = useAuthDialog();
  const prompt = sessionPrompt.use();
  const added = balanceAdded.use();
  const celebrationQueue = celebrationPushes.use();
  const openRewards = rewardPopup.use();
  const signedIn = isSignedIn(useSession());
  const loaded = useLoadedAndIdle();
  const main = useRef<HTMLElement>(null);
  // Decided before the first render, so its height is reserved from the first paint.
  const [installBanner, setInstallBanner] = useState(() =>
    shouldShowInstallBanner(currentInstallBannerContext(Date.now())),
  );
  const dismissInstallBanner = () => {
    rememberInstallBannerDismissed(Date.now());
    setInstallBanner(false);
  };

  return (
    <div
      className="shell"
      data-width={wide ? 'wide' : 'narrow'}
      data-menu={menuOpen ? 'open' : 'closed'}
      data-tab-bar={showTabBar ? 'shown' : 'hidden'}
      data-install-banner={installBanner ? 'shown' : 'hidden'}
      onKeyDown={(event) => {
        // A dialog's Escape bubbles here through its portal: it closes the dialog only.
        const inDialog = event.target instanceof Element && event.target.closest('[role="dialog"]');
        if (event.key === 'Escape' && !wide && drawerOpen && !inDialog) closeDrawer();
      }}
    >
      {/* First in the tab order; the hash router owns the URL's fragment, so it moves focus itself. */}
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        {t('common.skipToContent')}
      </a>
      {installBanner && <InstallBanner onDismiss={dismissInstallBanner} />}
      <TopBar
        wide={wide}
        menuOpen={menuOpen}
        menuId={menuId}
        onToggleMenu={() => (wide ? setSidebarOpen((open) => !open) : setDrawerOpen((open) => !open))}
      />
      {!wide && drawerOpen && <div className="shell__backdrop" aria-hidden="true" onClick={closeDrawer} />}
      <SideMenu id={menuId} onNavigate={closeDrawer} settings={<LazySettingsPanel />} />
      <main ref={main} id="main" tabIndex={-1} className="shell__main">
        <Outlet />
      </main>
      <PageTitle main={main} />
      {showTabBar && <TabBar />}
      <MountWhenAsked asked={authDialog !== null}>
        <AuthDialogs />
      </MountWhenAsked>
      <MountWhenAsked asked={prompt !== null || added !== null || celebrationQueue.length > 0}>
        <SessionPrompts />
      </MountWhenAsked>
      <MountWhenAsked asked={signedIn}>
        <SessionSocket />
      </MountWhenAsked>
      <MountWhenAsked asked={signedIn && openRewards !== null}>
        <RewardPopups />
      </MountWhenAsked>
      <MountWhenAsked asked={loaded}>
        <ShellAfterStart />
      </MountWhenAsked>
      <CallFeedback />
    </div>
  );
}

/** True once the page has loaded and the browser has been idle (or 2 s passed). */
function useLoadedAndIdle(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => whenLoadedAndIdle(() => setLoaded(true)), []);
  return loaded;
}
