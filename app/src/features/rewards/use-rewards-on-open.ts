// A reward popup shows the rewards as the server has them now: opening it
// loads them again (a failure is the client's error toast; the last figures stay).
import { useEffect } from 'react';
import { refreshRewards, useRewards, type Rewards } from '@/lib/rewards/rewards-store';

export function useRewardsOnOpen(open: boolean): Rewards {
  useEffect(() => {
    if (open) refreshRewards().catch(() => undefined);
  }, [open]);
  return useRewards();
}
