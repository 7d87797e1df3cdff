// The player's own pages, as the avatar menu lists them (SPEC §2: Profile
// Info, Manage Account, Details, Vault Pro, Game History, Transaction); the
// Account tab lists the same pages first.
import type { PlainMessageKey } from '@/lib/message-keys';
import type { PageName } from './paths';

export interface AccountPageEntry {
  readonly page: PageName;
  readonly labelKey: PlainMessageKey;
}

export const avatarMenuPages: readonly AccountPageEntry[] = [
  { page: 'ProfileInfo', labelKey: 'avatarMenu.profileInfo' },
  { page: 'ManageAccount', labelKey: 'avatarMenu.manageAccount' },
  { page: 'myPageDetails', labelKey: 'avatarMenu.details' },
  { page: 'VaultPro', labelKey: 'avatarMenu.vaultPro' },
  { page: 'GamingHistory', labelKey: 'avatarMenu.gameHistory' },
  { page: 'Transaction', labelKey: 'avatarMenu.transaction' },
];
