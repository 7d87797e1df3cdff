// The Withdrawals page's list: one page of /withdraw/list at a time, loaded
// when the page (or page size) changes and again on reload (the Refresh
// button, a pull, a new request). An answer that arrives after a newer call
// was made is dropped, so a slow first page cannot replace the second.
import { site } from '@content/site';
import { useEffect, useRef, useState } from 'react';
import type { PageChange } from '@/components/pagination/pagination';
import { loadWithdrawals, type WithdrawalPage, type WithdrawalPageSize } from './api/withdrawal-list';

const pageSizes: readonly WithdrawalPageSize[] = [10, 20, 50];

function pageSizeOf(size: number): WithdrawalPageSize {
  return pageSizes.find((choice) => choice === size) ?? 10;
}

interface HistoryView {
  readonly page: WithdrawalPage | null;
  readonly failed: boolean;
}

/** Loads a page into the view, unless a newer load has started meanwhile. */
async function loadInto(
  page: number,
  pageSize: WithdrawalPageSize,
  isLatest: () => boolean,
  show: (change: (shown: HistoryView) => HistoryView) => void,
): Promise<void> {
  try {
    const answer = await loadWithdrawals(page, pageSize);
    if (isLatest()) show(() => ({ page: answer, failed: false }));
  } catch {
    if (isLatest()) show((shown) => ({ ...shown, failed: true }));
  }
}

export interface WithdrawalHistory {
  /** The page shown, null until the first answer. */
  readonly page: WithdrawalPage | null;
  /** The last load failed (the call's toast said why). */
  readonly failed: boolean;
  readonly paging: { readonly page: number; readonly pageSize: WithdrawalPageSize };
  readonly changePage: (change: PageChange) => void;
  /** Loads the shown page again; resolves when answered. */
  readonly reload: () => Promise<void>;
  /** Back to the first page (where a new request shows), loaded again. */
  readonly showNewest: () => void;
}

export function useWithdrawalHistory(): WithdrawalHistory {
  const [paging, setPaging] = useState({
    page: 1,
    pageSize: pageSizeOf(site.pagination.pageSize),
    generation: 0,
  });
  const [view, setView] = useState<HistoryView>({ page: null, failed: false });
  const latestCall = useRef(0);
  const load = (page: number, pageSize: WithdrawalPageSize) => {
    const call = ++latestCall.current;
    return loadInto(page, pageSize, () => call === latestCall.current, setView);
  };

  useEffect(() => {
    const call = ++latestCall.current;
    void loadInto(paging.page, paging.pageSize, () => call === latestCall.current, setView);
  }, [paging]);

  return {
    page: view.page,
    failed: view.failed,
    paging,
    changePage: ({ page, pageSize }) =>
      setPaging((shown) => ({ ...shown, page, pageSize: pageSizeOf(pageSize) })),
    reload: () => load(paging.page, paging.pageSize),
    showNewest: () => setPaging((shown) => ({ ...shown, page: 1, generation: shown.generation + 1 })),
  };
}
