// /password/reset/send-code: "sends" a 6-digit code to the account's verified
// mobile (else its email); answers where it went, masked. 404: no such
// account, or none bound; 429: a code was sent less than a minute ago.
import { callApi } from '@/lib/api-client';
import type { CallData } from '@/lib/api/api-types';

export type CodeSent = CallData<'/password/reset/send-code'>;

export function sendResetCode(account: string): Promise<CodeSent> {
  return callApi('/password/reset/send-code', { account });
}
