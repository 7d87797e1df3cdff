// Every page but home, each as its own lazily loaded chunk. This module is
// itself a chunk (page-modules.ts loads it on the first visit to another
// page): what each page preloads is listed here, not in every visitor's start.
// Every page of SPEC §2 has its module: the type makes a missing one a
// compile error.
import type { PageName } from '@/config/paths';
import type { PageModule } from './page-modules';

const pages: Readonly<Record<Exclude<PageName, 'index'>, PageModule>> = {
  classify: () => import('@/features/lobby/pages/classify-page'),
  searchFor: () => import('@/features/lobby/pages/search-page'),
  venDorsAll: () => import('@/features/lobby/pages/vendors-page'),
  supplierGameList: () => import('@/features/lobby/pages/supplier-page'),
  recommend: () => import('@/features/lobby/pages/recommend-page'),
  GamesDetails: () => import('@/features/lobby/pages/game-details-page'),
  Bonus: () => import('@/features/promotions/pages/bonus-page'),
  BonusDetails: () => import('@/features/promotions/pages/bonus-details-page'),
  ApplicationActivitiesList: () => import('@/features/promotions/pages/applications-page'),
  'bonus-cabinet': () => import('@/features/promotions/pages/bonus-cabinet-page'),
  'Bonus-Logoin': () => import('@/features/promotions/pages/bonus-login-page'),
  Bettingrebates: () => import('@/features/rebates/rebates-page'),
  myfavoriteList: () => import('@/features/lobby/pages/favourites-page'),
  MyhistoryList: () => import('@/features/lobby/pages/history-page'),
  Webview: () => import('@/features/webview/webview-page'),
  chatWebview: () => import('@/features/webview/chat-webview-page'),
  Wallet: () => import('@/features/wallet/wallet-page'),
  Withdrawals: () => import('@/features/withdraw/pages/withdrawals-page'),
  'choose-location': () => import('@/features/withdraw/pages/choose-location-page'),
  'open-location': () => import('@/features/withdraw/pages/open-location-page'),
  Transaction: () => import('@/features/history/pages/transactions-page'),
  GamingHistory: () => import('@/features/history/pages/gaming-history-page'),
  VaultPro: () => import('@/features/vault/vault-page'),
  ProfileInfo: () => import('@/features/profile/profile-info-page'),
  myPageDetails: () => import('@/features/profile/details-page'),
  ManageAccount: () => import('@/features/manage-account/manage-account-page'),
  Account: () => import('@/features/account/account-page'),
  VipClubsNew: () => import('@/features/vip/vip-club-page'),
  ForgotPassword: () => import('@/features/forgot-password/forgot-password-page'),
  Referandearn: () => import('@/features/refer/pages/refer-and-earn-page'),
  ReferredPlayers: () => import('@/features/refer/pages/referred-players-page'),
  Notification: () => import('@/features/notifications/notification-page'),
  SystemMaintenance: () => import('@/features/maintenance/maintenance-page'),
  FrequentlyAskedQuestions: () => import('@/features/info-pages/faq-page'),
  AboutUs: () => import('@/features/info-pages/about-page'),
};

/** Loads the chunk of page `name` (not home). */
export function loadPage(name: Exclude<PageName, 'index'>): ReturnType<PageModule> {
  return pages[name]();
}
