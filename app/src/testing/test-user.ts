// A signed-in player's user info (/user/get/info) for tests, changed where a test needs it.
import type { UserInfo } from '@/lib/session-store';

export function testUser(change: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 7,
    account: 'newbie',
    nickName: 'Newbie',
    headId: 1,
    vip: 0,
    platformId: 1,
    region: 'BD',
    ...change,
  };
}
