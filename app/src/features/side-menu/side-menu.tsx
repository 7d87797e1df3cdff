// The side menu of SPEC §2 with the rules of SPEC §4, built from
// side-menu-entries.ts: a visitor's guarded entry opens the sign-in popup,
// Task Center shows only with the task switch on, Live Support hides on
// platform 10 (lib/live-support.ts), and the game categories fold out of a
// collapsed list. Signing out is the avatar menu's and the Account tab's.
import { categories } from '@content/categories';
import { site } from '@content/site';
import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useContentLabel, useMessage } from '@/components/use-message';
import { pageTitleKeys } from '@/config/page-titles';
import { classifyPath, pagePath, type PageName } from '@/config/paths';
import { transferOut } from '@/lib/api/transfer-out';
import { openAuthDialog } from '@/lib/auth-dialog';
import { storeChosenCategory } from '@/lib/chosen-category';
import { openRewardPopup } from '@/lib/rewards/reward-popup';
import { isSignedIn, useSession } from '@/lib/session-store';
import { trackDeposit } from '@/lib/tracking';
import {
  categoryMenu,
  lowerEntries,
  requiresSignIn,
  SidebarCode,
  upperEntries,
  visibleEntries,
  type SideMenuAction,
  type SideMenuEntry,
} from './side-menu-entries';
import './side-menu.css';

/** The content pages at the menu's foot (they have no sidebar code). */
const helpPages: readonly PageName[] = ['FrequentlyAskedQuestions', 'AboutUs'];

export interface SideMenuProps {
  readonly id: string;
  /** Called after the menu navigates (the narrow drawer closes). */
  readonly onNavigate: () => void;
  /** What the Settings entry folds out (language, currency, theme). */
  readonly settings: ReactNode;
}

// The icons draw in currentColor, so they are CSS masks; the URL is absolute
// because a relative one in a custom property would resolve against the stylesheet.
const menuCategories = categoryMenu(categories).map((item) => ({
  ...item,
  iconUrl: `url(${new URL(item.category.icon.src, document.baseURI).href})`,
}));

export function SideMenu({ id, onNavigate, settings }: SideMenuProps) {
  const t = useMessage();
  const label = useContentLabel();
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = isSignedIn(session);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const categoryListId = useId();
  const settingsId = useId();
  const state = {
    taskSwitch: session.taskSwitch,
    platformId: session.user?.platformId ?? null,
    hideLiveSupportOn: site.platforms.hideLiveSupport,
  };

  // SPEC §4: every signed-in click brings back what a game holds and then
  // refreshes the balance; the click's own action runs 100 ms later.
  const afterTransferOut = (action: () => void) => {
    void transferOut().catch(() => undefined);
    setTimeout(action, site.timing.signedInActionDelayMs);
  };

  const go = (path: string) => {
    navigate(path);
    onNavigate();
  };

  const perform = (action: SideMenuAction) => {
    switch (action.kind) {
      case 'navigate':
        return go(action.path);
      case 'withdraw':
        // The page asks /withdraw/bind/query, then opens its withdraw popup (SPEC §7).
        return go(`${pagePath('Withdrawals')}?withdraw=1`);
      case 'liveSupport':
        return go(pagePath('chatWebview'));
      case 'clearCache':
        // Loaded on the tap (home's start has no room); if it cannot be, a plain reload.
        return import('@/lib/service-worker-registration').then(
          ({ clearCache }) => clearCache(),
          () => location.reload(),
        );
      case 'popup':
        if (action.popup === 'settings') return setSettingsOpen((open) => !open);
        if (action.popup === 'music') {
          onNavigate();
          // Loaded on the tap: the music and install stores are not part of home's start.
          return void import('@/lib/music/music-choice').then(({ openMusicPopup }) => openMusicPopup());
        }
        // Code 13: the install popup (the browser's prompt, or this platform's steps).
        if (action.popup === 'install') {
          onNavigate();
          return void import('@/lib/install-prompt').then(({ installPopupOpen }) =>
            installPopupOpen.set(true),
          );
        }
        // Codes 21, 19 and 20 open the reward popups.
        onNavigate();
        return openRewardPopup(action.popup);
    }
  };

  const choose = (entry: SideMenuEntry) => {
    if (entry.code === SidebarCode.deposit) trackDeposit();
    if (requiresSignIn(entry.code) && !signedIn) {
      openAuthDialog('signIn');
      return;
    }
    if (signedIn) afterTransferOut(() => perform(entry.action));
    else perform(entry.action);
  };

  const entryButton = (entry: SideMenuEntry) => {
    const isSettings = entry.code === SidebarCode.settings;
    return (
      <li key={entry.labelKey}>
        <button
          type="button"
          className="side-menu__entry"
          onClick={() => choose(entry)}
          {...(isSettings ? { 'aria-expanded': settingsOpen, 'aria-controls': settingsId } : {})}
        >
          {t(entry.labelKey)}
        </button>
        {isSettings && (
          <div id={settingsId} className="side-menu__settings" hidden={!settingsOpen}>
            {settingsOpen && settings}
          </div>
        )}
      </li>
    );
  };

  return (
    <nav id={id} className="side-menu" aria-label={t('sideMenu.label')}>
      <ul className="side-menu__list">
        {visibleEntries(upperEntries, state).map(entryButton)}
        <li>
          <button
            type="button"
            className="side-menu__entry side-menu__fold"
            aria-expanded={categoriesOpen}
            aria-controls={categoryListId}
            onClick={() => setCategoriesOpen((open) => !open)}
          >
            {t('sideMenu.gameCategories')}
            <span className="visually-hidden">
              {' '}
              {t(categoriesOpen ? 'sideMenu.collapseCategories' : 'sideMenu.expandCategories')}
            </span>
          </button>
          <ul id={categoryListId} className="side-menu__categories" hidden={!categoriesOpen}>
            {menuCategories.map(({ category, count, iconUrl }) => (
              <li key={category.id}>
                <button
                  type="button"
                  className="side-menu__entry side-menu__category"
                  onClick={() => {
                    storeChosenCategory(category.id);
                    const open = () => go(classifyPath(1, 0, category.id));
                    if (signedIn) afterTransferOut(open);
                    else open();
                  }}
                >
                  <span
                    className="side-menu__icon"
                    aria-hidden="true"
                    style={{ '--icon': iconUrl } as CSSProperties}
                  />
                  <span className="side-menu__category-name">{label(category.labelKey)}</span>{' '}
                  <span className="side-menu__count">{t('sideMenu.gameCount', { count })}</span>
                </button>
              </li>
            ))}
          </ul>
        </li>
        {visibleEntries(lowerEntries, state).map(entryButton)}
      </ul>
      {/* Help pages, for every layout (the narrow Account tab lists them too). */}
      <ul className="side-menu__help">
        {helpPages.map((page) => (
          <li key={page}>
            <button
              type="button"
              className="side-menu__help-link"
              onClick={() => (signedIn ? afterTransferOut(() => go(pagePath(page))) : go(pagePath(page)))}
            >
              {t(pageTitleKeys[page])}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
