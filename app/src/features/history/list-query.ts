// The history pages keep their page and filters in the address's query
// (?type=bet&range=last7Days&page=2&size=20), so a reload, a shared link and
// Back show the same rows. Defaults are left out; anything unreadable reads
// as its default.
import { site } from '@content/site';
import type { TransactionQuery } from './api/get-transactions';
import { isDateRange, rangeStart, type DateRange } from './date-range';
import { isTypeFilter, kindsOfFilter, type TypeFilter } from './transaction-kinds';

export type PageSize = 10 | 20 | 50;

export interface PageQuery {
  readonly page: number;
  readonly pageSize: PageSize;
}

export interface TransactionFilters {
  /** One kind of transfer or a group of them, or null for every kind. */
  readonly type: TypeFilter | null;
  readonly range: DateRange;
}

const pageSizes: readonly PageSize[] = [10, 20, 50];
const defaultPageSize = pageSizes.find((size) => size === site.pagination.pageSize) ?? 10;

/** A page size the server takes: the choice itself, else the default. */
export function pageSizeOf(size: number): PageSize {
  return pageSizes.find((choice) => choice === size) ?? defaultPageSize;
}

export function readPageQuery(params: URLSearchParams): PageQuery {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize: pageSizeOf(size),
  };
}

export function readTransactionFilters(params: URLSearchParams): TransactionFilters {
  const type = params.get('type');
  const range = params.get('range');
  return { type: isTypeFilter(type) ? type : null, range: isDateRange(range) ? range : 'all' };
}

function setOrDelete(params: URLSearchParams, name: string, value: string | null): void {
  if (value === null) params.delete(name);
  else params.set(name, value);
}

/** The query showing another page (or page size) of the same list. */
export function withPage(params: URLSearchParams, { page, pageSize }: PageQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  setOrDelete(next, 'page', page === 1 ? null : String(page));
  setOrDelete(next, 'size', pageSize === defaultPageSize ? null : String(pageSize));
  return next;
}

/** The query showing other filters: from their first page, at the same page size. */
export function withTransactionFilters(
  params: URLSearchParams,
  filters: TransactionFilters,
): URLSearchParams {
  const next = new URLSearchParams(params);
  setOrDelete(next, 'type', filters.type);
  setOrDelete(next, 'range', filters.range === 'all' ? null : filters.range);
  next.delete('page');
  return next;
}

/** The call's body for the filters and page the address names. */
export function transactionQuery(
  filters: TransactionFilters,
  paging: PageQuery,
  now: Date,
): TransactionQuery {
  const from = rangeStart(filters.range, now);
  const [kind, ...more] = filters.type === null ? [] : kindsOfFilter(filters.type);
  return {
    // One kind is `type`; a group's several are `types`.
    ...(kind && (more.length === 0 ? { type: kind } : { types: [kind, ...more] })),
    ...(from !== null && { from }),
    page: paging.page,
    pageSize: paging.pageSize,
  };
}
