import { describe, expect, it } from 'vitest';
import { rangeStart } from './date-range';
import {
  readPageQuery,
  readTransactionFilters,
  transactionQuery,
  withPage,
  withTransactionFilters,
} from './list-query';

describe('the history pages’ address query', () => {
  it('reads back the filters and page it wrote, leaving defaults out', () => {
    let params = withTransactionFilters(new URLSearchParams(), { type: 'bet', range: 'last7Days' });
    params = withPage(params, { page: 3, pageSize: 20 });
    expect(params.toString()).toBe('type=bet&range=last7Days&page=3&size=20');
    const reread = new URLSearchParams(params.toString());
    expect(readTransactionFilters(reread)).toEqual({ type: 'bet', range: 'last7Days' });
    expect(readPageQuery(reread)).toEqual({ page: 3, pageSize: 20 });
    expect(withPage(reread, { page: 1, pageSize: 10 }).toString()).toBe('type=bet&range=last7Days');
  });

  it('goes back to the first page, at the same size, when a filter changes', () => {
    const params = new URLSearchParams('type=bet&page=4&size=50');
    const next = withTransactionFilters(params, { type: 'win', range: 'all' });
    expect(next.toString()).toBe('type=win&size=50');
    expect(readPageQuery(next)).toEqual({ page: 1, pageSize: 50 });
  });

  it('reads anything it cannot use as the default', () => {
    const params = new URLSearchParams('type=jackpot&range=yesterday&page=-2&size=15');
    expect(readTransactionFilters(params)).toEqual({ type: null, range: 'all' });
    expect(readPageQuery(params)).toEqual({ page: 1, pageSize: 10 });
    expect(readPageQuery(new URLSearchParams('page=2.5'))).toEqual({ page: 1, pageSize: 10 });
  });

  it('asks the server for the kind and the period’s first second', () => {
    const now = new Date(2026, 2, 15, 13, 45);
    expect(transactionQuery({ type: null, range: 'all' }, { page: 1, pageSize: 10 }, now)).toEqual({
      page: 1,
      pageSize: 10,
    });
    expect(transactionQuery({ type: 'deposit', range: 'today' }, { page: 2, pageSize: 20 }, now)).toEqual({
      type: 'deposit',
      from: new Date(2026, 2, 15).getTime() / 1000,
      page: 2,
      pageSize: 20,
    });
  });

  it('asks for every kind of a chosen group, and keeps the group in the address', () => {
    const now = new Date(2026, 2, 15, 13, 45);
    expect(transactionQuery({ type: 'vault', range: 'all' }, { page: 1, pageSize: 10 }, now)).toEqual({
      types: ['vault_in', 'vault_out'],
      page: 1,
      pageSize: 10,
    });
    const params = withTransactionFilters(new URLSearchParams(), { type: 'deposits', range: 'all' });
    expect(params.toString()).toBe('type=deposits');
    expect(readTransactionFilters(params).type).toBe('deposits');
    expect(readTransactionFilters(new URLSearchParams('type=loans')).type).toBeNull();
  });
});

describe('rangeStart', () => {
  const now = new Date(2026, 0, 3, 9, 30);
  it('counts whole days in the player’s time zone, today included', () => {
    expect(rangeStart('today', now)).toBe(new Date(2026, 0, 3).getTime() / 1000);
    expect(rangeStart('last7Days', now)).toBe(new Date(2025, 11, 28).getTime() / 1000);
    expect(rangeStart('last30Days', now)).toBe(new Date(2025, 11, 5).getTime() / 1000);
    expect(rangeStart('all', now)).toBeNull();
  });
});
