// /payment/list: the player's deposits (pending, paid and cancelled), newest
// first, one page at a time.
import type { CallBody, CallData } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';

export type PaymentPage = CallData<'/payment/list'>;
export type ListedPayment = PaymentPage['list'][number];
type PageSize = NonNullable<CallBody<'/payment/list'>['pageSize']>;

const pageSizes: readonly PageSize[] = [10, 20, 50];

/** The contract's page size nearest above `size` (the pagination widget offers the same three). */
export function listPageSize(size: number): PageSize {
  return pageSizes.find((choice) => choice >= size) ?? 50;
}

export function fetchDeposits(page: number, pageSize: number): Promise<PaymentPage> {
  return callApi('/payment/list', { page, pageSize: listPageSize(pageSize) });
}
