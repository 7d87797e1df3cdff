// /user/details: the signed-in player's details (birthday, bound mobile and
// email, registration date, whether a fund password is set), which the
// details page and ManageAccount both show; the calls that change one of
// them answer the whole details, given back through `replace`.
import { useCallback, useEffect, useState } from 'react';
import type { CallData } from './api-types';
import { callApi } from '@/lib/api-client';

export type UserDetails = CallData<'/user/details'>;

export function getUserDetails(): Promise<UserDetails> {
  return callApi('/user/details');
}

export interface UserDetailsState {
  /** Null until the first answer. */
  readonly details: UserDetails | null;
  readonly failed: boolean;
  readonly reload: () => void;
  /** A newer answer (a bind, the birthday) in place of the loaded one. */
  readonly replace: (details: UserDetails) => void;
}

export function useUserDetails(): UserDetailsState {
  const [details, setDetails] = useState<UserDetails | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    getUserDetails().then(
      (answer) => {
        setDetails(answer);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(() => {
    reload();
  }, [reload]);
  return { details, failed, reload, replace: setDetails };
}
