import { useState } from 'react';
import { Pager } from '../../../components/ui/pager';

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
  if (pages <= 1) return <p className="app-pager__summary">{total === 1 ? '1 record' : `${total} records`}</p>;
  return (
    <Pager
      label={`${label} pages`}
      status={`Page ${page + 1} of ${pages} (${total} records)`}
      canPrevious={page > 0}
      canNext={page < pages - 1}
      onPrevious={() => setPage(page - 1)}
      onNext={() => setPage(page + 1)}
      small
    />
  );
}
