// Every route of SPEC §2, in one typed table. Route names keep the original
// product's spellings (Bonus-Logoin, venDorsAll, Referandearn): they are URLs
// players and operators already link to.

/** A page under /pages/{Name}/{Name}. */
export const pageNames = [
  'index',
  'Bonus',
  'Referandearn',
  'Account',
  'Wallet',
  'Withdrawals',
  'Webview',
  'ProfileInfo',
  'GamingHistory',
  'Transaction',
  'ManageAccount',
  'VaultPro',
  'myPageDetails',
  'FrequentlyAskedQuestions',
  'Notification',
  'BonusDetails',
  'Bettingrebates',
  'ReferredPlayers',
  'ForgotPassword',
  'myfavoriteList',
  'MyhistoryList',
  'searchFor',
  'chatWebview',
  'AboutUs',
  'venDorsAll',
  'supplierGameList',
  'recommend',
  'bonus-cabinet',
  'Bonus-Logoin',
  'VipClubsNew',
  'classify',
  'SystemMaintenance',
  'ApplicationActivitiesList',
  'GamesDetails',
  'choose-location',
  'open-location',
] as const;

export type PageName = (typeof pageNames)[number];

/** The four pages of the bottom tab bar; `index` is home. */
export const tabPages = ['index', 'Bonus', 'Referandearn', 'Account'] as const satisfies readonly PageName[];

/** The hash path of a page: home is `/`, every other page `/pages/{Name}/{Name}`. */
export function pagePath(name: PageName): string {
  return name === 'index' ? '/' : `/pages/${name}/${name}`;
}

/** classify's query (SPEC §2): Leixing 1 = a category, 3 = hot games; index = the chosen tab. */
export type ClassifyKind = 1 | 3;

/**
 * classify's address. A category listing (Leixing 1) also names its category,
 * so each category has its own address and Back walks back through them.
 */
export function classifyPath(kind: ClassifyKind, index = 0, category?: string): string {
  const path = `${pagePath('classify')}?Leixing=${kind}&index=${index}`;
  return kind === 1 && category ? `${path}&category=${encodeURIComponent(category)}` : path;
}

/** A game's own page (GamesDetails?id=…): its art, Play and Try for free. */
export function gameDetailsPath(gameId: string): string {
  return `${pagePath('GamesDetails')}?id=${encodeURIComponent(gameId)}`;
}

/** One promotion's page (BonusDetails?id=…): its banner, dates, body, terms and Apply. */
export function bonusDetailsPath(promotionId: string): string {
  return `${pagePath('BonusDetails')}?id=${encodeURIComponent(promotionId)}`;
}

/** A vendor's games (supplierGameList?vendor=…). */
export function vendorGamesPath(vendorId: string): string {
  return `${pagePath('supplierGameList')}?vendor=${encodeURIComponent(vendorId)}`;
}

/** The Webview page showing `url` (see lib/frameable-url.ts), titled for screen readers. */
/** The Webview page framing `url`; with `gameId`, a launched game under its game bar. */
export function webviewPath(url: string, title: string, gameId?: string): string {
  const query = new URLSearchParams({ url, title, ...(gameId ? { game: gameId } : {}) });
  return `${pagePath('Webview')}?${query.toString()}`;
}

/** The popups ManageAccount opens from its address (?open=…), so another page can link straight to one. */
export const manageAccountPopups = ['login-password', 'fund-password', 'mobile', 'email'] as const;
export type ManageAccountPopup = (typeof manageAccountPopups)[number];

/** ManageAccount, with one of its popups open. */
export function manageAccountPath(open?: ManageAccountPopup): string {
  return open ? `${pagePath('ManageAccount')}?open=${open}` : pagePath('ManageAccount');
}

/** The page a hash path shows (`/` and `/pages/index/index` are home), or null for an unknown path. */
export function pageAtPath(pathname: string): PageName | null {
  if (pathname === '/') return 'index';
  const match = /^\/pages\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match || match[1] !== match[2]) return null;
  return pageNames.find((name) => name === match[1]) ?? null;
}
