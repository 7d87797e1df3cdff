import { site } from '@content/site';
import { useId, useState, type FormEvent } from 'react';
import { useMessage } from '@/components/use-message';
import { useChosenValue } from '@/components/use-chosen-value';
import { clampPage, jumpDigits, jumpTarget, pageCount, pageWindow } from './page-numbers';
import './pagination.css';

export interface PageChange {
  page: number;
  pageSize: number;
}

export interface PaginationProps {
  /** Number of rows in the whole list. */
  total: number;
  currentPage: number;
  pageSize?: number;
  pageSizeChoices?: readonly number[];
  onChange: (change: PageChange) => void;
}

/** Pages of a list: first, previous, up to 5 numbers, next, last, page size and a jump box. */
export function Pagination({
  total,
  currentPage,
  pageSize = site.pagination.pageSize,
  pageSizeChoices = site.pagination.pageSizeChoices,
  onChange,
}: PaginationProps) {
  const t = useMessage();
  const jumpId = useId();
  const [jump, setJump] = useState('');
  const pages = pageCount(total, pageSize);
  const current = clampPage(currentPage, pages);
  const goTo = (page: number) => {
    const target = clampPage(page, pages);
    if (target !== current) onChange({ page: target, pageSize });
  };
  const submitJump = (event: FormEvent) => {
    event.preventDefault();
    const target = jumpTarget(jump, pages);
    setJump('');
    if (target !== current) onChange({ page: target, pageSize });
  };
  // The list's page size may live in the address, which the router commits in a transition.
  const [shownSize, showSize] = useChosenValue(pageSize);
  const changeSize = (size: number) => {
    showSize(size);
    const firstRow = (current - 1) * pageSize;
    onChange({ page: Math.floor(firstRow / size) + 1, pageSize: size });
  };
  const atStart = current === 1;
  const atEnd = current === pages;

  return (
    <nav className="pagination" aria-label={t('widgets.pagination.label')}>
      <span className="pagination-total">{t('widgets.pagination.total', { total })}</span>
      <div className="pagination-pages">
        <button type="button" onClick={() => goTo(1)} disabled={atStart}>
          {t('widgets.pagination.first')}
        </button>
        <button type="button" onClick={() => goTo(current - 1)} disabled={atStart}>
          {t('widgets.pagination.previous')}
        </button>
        {pageWindow(current, pages, site.pagination.pageButtons).map((page) => (
          <button
            key={page}
            type="button"
            className="pagination-number"
            aria-label={t('widgets.pagination.pageLabel', { page })}
            aria-current={page === current ? 'page' : undefined}
            onClick={() => goTo(page)}
          >
            {page}
          </button>
        ))}
        <button type="button" onClick={() => goTo(current + 1)} disabled={atEnd}>
          {t('widgets.pagination.next')}
        </button>
        <button type="button" onClick={() => goTo(pages)} disabled={atEnd}>
          {t('widgets.pagination.last')}
        </button>
      </div>
      <select
        className="pagination-size"
        aria-label={t('widgets.pagination.itemsPerPageLabel')}
        value={shownSize}
        onChange={(event) => changeSize(Number(event.target.value))}
      >
        {pageSizeChoices.map((size) => (
          <option key={size} value={size}>
            {t('widgets.pagination.itemsPerPage', { size })}
          </option>
        ))}
      </select>
      <form className="pagination-jump" onSubmit={submitJump}>
        <label htmlFor={jumpId}>{t('widgets.pagination.goToPage')}</label>
        <input
          id={jumpId}
          inputMode="numeric"
          autoComplete="off"
          value={jump}
          onChange={(event) => setJump(jumpDigits(event.target.value))}
        />
        <button type="submit">{t('widgets.pagination.jump')}</button>
      </form>
    </nav>
  );
}
