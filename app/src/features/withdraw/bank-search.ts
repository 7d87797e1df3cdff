// The bank picker's search: a bank matches when its name or its code
// contains what the player typed, ignoring case and accents (so "ngan hang"
// finds "Ngân hàng", "bkash" finds "bKash"). Japan's list has about 200
// entries; one pass over them per keystroke is far below a frame.
import type { Bank } from './api/withdraw-binding';

/** Lower case without combining marks, so letters with and without accents compare equal. */
export function searchForm(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The banks whose name or code contains the query, in the list's order; every bank for a blank query. */
export function searchBanks<B extends Pick<Bank, 'bankCode' | 'bankName'>>(
  banks: readonly B[],
  query: string,
): readonly B[] {
  const wanted = searchForm(query.trim());
  if (wanted === '') return banks;
  return banks.filter(
    (bank) => searchForm(bank.bankCode).includes(wanted) || searchForm(bank.bankName ?? '').includes(wanted),
  );
}
