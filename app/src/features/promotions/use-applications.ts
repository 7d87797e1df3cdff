// The signed-in player's promotion applications (/apply/activity/record type
// 1), loaded when the token is there and again on demand (after a claim, an
// application, a refusal that says the list moved).
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@/lib/session-store';
import { getApplications, type ActivityRecord } from '@/features/promotions/api/activity-records';

export type ApplicationsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly records: readonly ActivityRecord[] };

export function useApplications(): {
  readonly state: ApplicationsState;
  readonly reload: () => Promise<void>;
  readonly replace: (record: ActivityRecord) => void;
} {
  const { token } = useSession();
  const [state, setState] = useState<ApplicationsState>({ status: 'loading' });
  const reload = useCallback(async () => {
    try {
      setState({ status: 'ready', records: await getApplications() });
    } catch {
      // The client shows the failure; the page offers to try again.
      setState({ status: 'failed' });
    }
  }, []);
  useEffect(() => {
    if (!token) return;
    let current = true;
    getApplications().then(
      (records) => current && setState({ status: 'ready', records }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  const replace = useCallback((record: ActivityRecord) => {
    setState((previous) => {
      const records = previous.status === 'ready' ? previous.records : [];
      const others = records.filter((entry) => entry.id !== record.id);
      return { status: 'ready', records: [record, ...others].sort((a, b) => b.createdAt - a.createdAt) };
    });
  }, []);
  return { state, reload, replace };
}
