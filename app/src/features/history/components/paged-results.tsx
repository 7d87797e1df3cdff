// The part of a history page under its filters: the rows (or why there are
// none), how many there are for screen readers, and the pages. While the next
// page loads the rows shown stay, dimmed, so nothing jumps; a slow call adds
// a spinner over them.
import { useEffect, type ReactNode } from 'react';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { pageCount } from '@/components/pagination/page-numbers';
import { Pagination } from '@/components/pagination/pagination';
import { useMessage } from '@/components/use-message';
import { pageSizeOf, type PageQuery } from '@/features/history/list-query';
import type { PagedCall } from '@/components/use-paged-call';

export interface PagedAnswer {
  readonly list: readonly unknown[];
  readonly total: number;
}

export interface PagedResultsProps {
  readonly call: PagedCall<PagedAnswer>;
  /** The page the address asks for. */
  readonly query: PageQuery;
  /** The rows, when the answer has some. */
  readonly rows: ReactNode;
  /** Shown when the answer has none. */
  readonly empty: ReactNode;
  readonly failedText: string;
  /** "13 transactions", announced once the answer is in. */
  readonly countText: (total: number) => string;
  /** `replace` when the address named a page past the end (the last page stands in for it). */
  readonly onPageChange: (query: PageQuery, replace?: boolean) => void;
}

export function PagedResults({
  call,
  query,
  rows,
  empty,
  failedText,
  countText,
  onPageChange,
}: PagedResultsProps) {
  const t = useMessage();
  const { answer, loading, slow, failed, retry } = call;
  // An address past the last page (rows were removed, or a hand-made link): show the last page instead.
  const lastPageInstead =
    !loading && answer && answer.list.length === 0 && answer.total > 0
      ? pageCount(answer.total, query.pageSize)
      : null;
  useEffect(() => {
    if (lastPageInstead !== null) onPageChange({ ...query, page: lastPageInstead }, true);
  });

  let content: ReactNode = null;
  if (answer && lastPageInstead === null) content = answer.list.length > 0 ? rows : empty;
  return (
    <>
      {failed && (
        <div className="history-message" role="alert">
          <p>{failedText}</p>
          <button type="button" className="button button--ghost" onClick={retry}>
            {t('errors.tryAgain')}
          </button>
        </div>
      )}
      <div className="history-results" aria-busy={loading}>
        {content}
        {slow && (
          <div className="history-results__spinner">
            <LoadingSpinner />
          </div>
        )}
      </div>
      <p role="status" className="visually-hidden">
        {content !== null && !loading && answer ? countText(answer.total) : ''}
      </p>
      {answer && answer.total > 0 && (
        <Pagination
          total={answer.total}
          currentPage={query.page}
          pageSize={query.pageSize}
          onChange={({ page, pageSize }) => onPageChange({ page, pageSize: pageSizeOf(pageSize) })}
        />
      )}
    </>
  );
}
