/** Previous / next over a list the grid shows one page at a time. */
export function RequestPager({ page, total, pageSize, onPage }: { page: number; total: number; pageSize: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav className="app-requests__pager" aria-label="Pages of requests">
      <button type="button" className="nsw-button nsw-button--dark-outline nsw-button--small" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>{`Page ${page + 1} of ${pages}`}</span>
      <button type="button" className="nsw-button nsw-button--dark-outline nsw-button--small" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
