import { useState } from 'react';

/**
 * Fixed-size pages over a list the server sent whole (companies, a company's drillers): the slice
 * shown and Previous/Next. The list is already in the server's order, so paging keeps it.
 */
export function usePagedRows<T>(rows: readonly T[], pageSize: number) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pages - 1);
  return {
    rows: rows.slice(current * pageSize, (current + 1) * pageSize),
    page: current,
    pages,
    total: rows.length,
    setPage,
  };
}

export function GridPager({
  page,
  pages,
  total,
  setPage,
  label,
}: {
  page: number;
  pages: number;
  total: number;
  setPage: (p: number) => void;
  label: string;
}) {
  if (pages <= 1)
    return <p className="app-pager__summary">{total === 1 ? '1 record' : `${total} records`}</p>;
  return (
    <nav className="app-pager" aria-label={`${label} pages`}>
      <button
        type="button"
        className="nsw-button nsw-button--dark-outline nsw-button--small"
        disabled={page === 0}
        onClick={() => setPage(page - 1)}
      >
        Previous
      </button>
      <span className="app-pager__summary" aria-live="polite">
        Page {page + 1} of {pages} ({total} records)
      </span>
      <button
        type="button"
        className="nsw-button nsw-button--dark-outline nsw-button--small"
        disabled={page >= pages - 1}
        onClick={() => setPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
