// /user/details/update: sets the birthday once (409 once set); answers the
// whole details.
import { callApi } from '@/lib/api-client';
import type { UserDetails } from '@/lib/api/user-details';

/** `birthday` is YYYY-MM-DD. */
export function setBirthday(birthday: string): Promise<UserDetails> {
  return callApi('/user/details/update', { birthday });
}
