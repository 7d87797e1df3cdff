// How a bank account reads in lists: its bank's name (from the app's own
// bank lists, @content/banks, keyed by region since codes repeat across
// regions: HSBC, BOC...) and its number masked to the last four digits.
import { bankLists } from '@content/banks';

const visibleDigits = 4;

/** "••••1234": enough for the player to tell their accounts apart. */
export function maskAccountNumber(accountNumber: string): string {
  return `••••${lastDigits(accountNumber)}`;
}

export function lastDigits(accountNumber: string): string {
  return accountNumber.slice(-visibleDigits);
}

/** The bank's name, else its code (a code-only entry, or a bank the app's lists lack). */
export function bankNameOf(region: string | undefined, bankCode: string): string {
  const lists = Object.values(bankLists);
  const list = lists.find((candidate) => candidate.region === region);
  const bank =
    list?.banks.find((entry) => entry.bankCode === bankCode) ??
    lists.flatMap((candidate) => candidate.banks).find((entry) => entry.bankCode === bankCode);
  return bank?.bankName ?? bankCode;
}
