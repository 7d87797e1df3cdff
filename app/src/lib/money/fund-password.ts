// The fund password that withdrawals and moves out of the vault need
// (openapi.yaml /fund-password/set): 6 to 64 characters, counted as the
// sandbox counts them (code points, so a letter outside the BMP is one), and
// the call that sets a player's first one.
// Changing it with the old one belongs to the account pages (ManageAccount, issue 19).
import { callApi } from '@/lib/api-client';

export const fundPasswordLength = { min: 6, max: 64 } as const;

export type FundPasswordProblem = 'required' | 'tooShort' | 'tooLong';

/** What is wrong with a new fund password, or null when the sandbox would take it. */
export function fundPasswordProblem(password: string): FundPasswordProblem | null {
  const length = [...password].length;
  if (length === 0) return 'required';
  if (length < fundPasswordLength.min) return 'tooShort';
  if (length > fundPasswordLength.max) return 'tooLong';
  return null;
}

export async function setFundPassword(password: string): Promise<void> {
  await callApi('/fund-password/set', { password });
}
