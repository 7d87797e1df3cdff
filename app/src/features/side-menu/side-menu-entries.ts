// The side menu of SPEC §2 and its rules from SPEC §4, as data: each entry
// has its sidebar code, label and action; which need a token, and which show.
import { classifyPath, pagePath } from '@/config/paths';
import type { Category } from '@content/categories';
import { showsLiveSupport } from '@/lib/live-support';
import type { PlainMessageKey } from '@/lib/message-keys';

/** Sidebar codes of SPEC §2. */
export const SidebarCode = {
  promotions: 2,
  music: 3,
  favorites: 6,
  recent: 7,
  refer: 8,
  vip: 9,
  settings: 11,
  desktopDownload: 13,
  deposit: 14,
  withdraw: 15,
  bonusLogin: 16,
  search: 17,
  hot: 18,
  spin: 19,
  signIn: 20,
  tasks: 21,
  home: 99,
  clearCache: 666,
} as const;

export type SidebarCode = (typeof SidebarCode)[keyof typeof SidebarCode];

export type SideMenuPopup = 'tasks' | 'spin' | 'dailySignIn' | 'settings' | 'install' | 'music';

export type SideMenuAction =
  | { readonly kind: 'navigate'; readonly path: string }
  | { readonly kind: 'popup'; readonly popup: SideMenuPopup }
  | { readonly kind: 'withdraw' }
  | { readonly kind: 'clearCache' }
  | { readonly kind: 'liveSupport' };

export interface SideMenuEntry {
  /** null for Live Support, which SPEC gives no code. */
  readonly code: SidebarCode | null;
  readonly labelKey: PlainMessageKey;
  readonly action: SideMenuAction;
}

const navigate = (path: string): SideMenuAction => ({ kind: 'navigate', path });
const popup = (name: SideMenuPopup): SideMenuAction => ({ kind: 'popup', popup: name });

/** The entries above the category list, in SPEC §2's order. */
export const upperEntries: readonly SideMenuEntry[] = [
  { code: SidebarCode.refer, labelKey: 'sideMenu.referAndEarn', action: navigate(pagePath('Referandearn')) },
  { code: SidebarCode.tasks, labelKey: 'sideMenu.taskCenter', action: popup('tasks') },
  { code: SidebarCode.spin, labelKey: 'sideMenu.spinWin', action: popup('spin') },
  { code: SidebarCode.signIn, labelKey: 'sideMenu.dailySignIn', action: popup('dailySignIn') },
  { code: SidebarCode.promotions, labelKey: 'sideMenu.promotions', action: navigate(pagePath('Bonus')) },
  { code: SidebarCode.vip, labelKey: 'sideMenu.vipClub', action: navigate(pagePath('VipClubsNew')) },
  { code: SidebarCode.home, labelKey: 'sideMenu.home', action: navigate(pagePath('index')) },
];

/** The entries below the category list, in SPEC §2's order. Music has no place in SPEC's list: it
 *  closes the menu, beside Live Support. Code 16 has no entry; its target is Bonus-Logoin. */
export const lowerEntries: readonly SideMenuEntry[] = [
  { code: SidebarCode.hot, labelKey: 'sideMenu.hotGames', action: navigate(classifyPath(3, 0)) },
  {
    code: SidebarCode.favorites,
    labelKey: 'sideMenu.favorites',
    action: navigate(pagePath('myfavoriteList')),
  },
  { code: SidebarCode.recent, labelKey: 'sideMenu.recent', action: navigate(pagePath('MyhistoryList')) },
  { code: SidebarCode.search, labelKey: 'sideMenu.search', action: navigate(pagePath('searchFor')) },
  { code: SidebarCode.deposit, labelKey: 'sideMenu.deposit', action: navigate(pagePath('Wallet')) },
  { code: SidebarCode.withdraw, labelKey: 'sideMenu.withdraw', action: { kind: 'withdraw' } },
  { code: SidebarCode.desktopDownload, labelKey: 'sideMenu.installApp', action: popup('install') },
  { code: SidebarCode.settings, labelKey: 'sideMenu.settings', action: popup('settings') },
  { code: SidebarCode.clearCache, labelKey: 'sideMenu.clearCache', action: { kind: 'clearCache' } },
  { code: null, labelKey: 'sideMenu.liveSupport', action: { kind: 'liveSupport' } },
  { code: SidebarCode.music, labelKey: 'sideMenu.music', action: popup('music') },
];

/** Where code 16 ("bonus login") leads: SPEC names the code but no target. */
export const bonusLoginPath = pagePath('Bonus-Logoin');

// SPEC §4 lists the actions a visitor may take; clear cache is added because
// a visitor must be able to recover from a stale cache too (the literal rule
// would send them to sign in). Live Support stays open to visitors.
const openToVisitors: ReadonlySet<SidebarCode | null> = new Set([
  SidebarCode.home,
  SidebarCode.promotions,
  SidebarCode.refer,
  SidebarCode.vip,
  SidebarCode.settings,
  SidebarCode.desktopDownload,
  SidebarCode.search,
  SidebarCode.hot,
  SidebarCode.clearCache,
  null,
]);

/** True if a visitor tapping this entry must sign in first. */
export function requiresSignIn(code: SidebarCode | null): boolean {
  return !openToVisitors.has(code);
}

export interface MenuState {
  /** /general/reward data.task.switch */
  readonly taskSwitch: boolean;
  /** The signed-in player's platformId, if any. */
  readonly platformId: number | null;
  /** Platforms on which Live Support is hidden (site.platforms.hideLiveSupport). */
  readonly hideLiveSupportOn: readonly number[];
}

/** The entries to show: Task Center only while the task switch is on; Live Support not on hidden platforms. */
export function visibleEntries(entries: readonly SideMenuEntry[], state: MenuState): SideMenuEntry[] {
  return entries.filter((entry) => {
    if (entry.code === SidebarCode.tasks) return state.taskSwitch;
    if (entry.action.kind === 'liveSupport')
      return showsLiveSupport(state.platformId, state.hideLiveSupportOn);
    return true;
  });
}

export interface MenuCategory {
  readonly id: string;
  readonly labelKey: Category['labelKey'];
  readonly lobby: boolean;
  readonly vendors: readonly { readonly gameCount: number }[];
}

/** The category list: categories with games, each counted over its vendors, Lobby skipped. */
export function categoryMenu<C extends MenuCategory>(
  categories: readonly C[],
): { category: C; count: number }[] {
  return categories
    .filter((category) => !category.lobby)
    .map((category) => ({
      category,
      count: category.vendors.reduce((sum, vendor) => sum + vendor.gameCount, 0),
    }))
    .filter(({ count }) => count > 0);
}
