// /transaction/list: one page of the player's ledger entries, newest first,
// filtered and paged by the server.
import type { CallBody, CallData } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';

export type TransactionQuery = CallBody<'/transaction/list'>;
export type TransactionPage = CallData<'/transaction/list'>;
export type Transaction = TransactionPage['list'][number];

export function getTransactions(query: TransactionQuery): Promise<TransactionPage> {
  return callApi('/transaction/list', query);
}
