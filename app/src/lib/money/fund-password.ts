// The fund password that withdrawals and moves out of the vault need
// (openapi.yaml /fund-password/set): exactly six digits, the digits of every
// shipped language read as 0-9 (an Arabic keyboard types ٠-٩). The call sets
// a player's first one, or changes it given the old one (403 if wrong).
import { callApi } from '@/lib/api-client';
import { asciiDigits } from './amount-validator';

export const fundPasswordDigits = 6;

export type FundPasswordProblem = 'required' | 'notSixDigits';

/** The password as the sandbox takes it: digits as 0-9, nothing else touched. */
export function fundPasswordText(password: string): string {
  return asciiDigits(password);
}

/** What is wrong with a new fund password, or null when the sandbox would take it. */
export function fundPasswordProblem(password: string): FundPasswordProblem | null {
  const text = fundPasswordText(password);
  if (text === '') return 'required';
  return new RegExp(`^[0-9]{${fundPasswordDigits}}$`).test(text) ? null : 'notSixDigits';
}

/** Sets the first fund password, or with `oldPassword` changes it. */
export async function setFundPassword(password: string, oldPassword?: string): Promise<void> {
  const body = { password: fundPasswordText(password) };
  await callApi(
    '/fund-password/set',
    oldPassword === undefined ? body : { ...body, oldPassword: fundPasswordText(oldPassword) },
  );
}
