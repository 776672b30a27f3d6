import { useCallback, useRef, useState } from 'react';

/** The four pages of Manage Driller / Manage User (spec 3): 0 search, 1 results, 2 form, 3 create company. */
export const PEOPLE_PAGE = { search: 0, results: 1, form: 2, createCompany: 3 } as const;
export type PeoplePage = (typeof PEOPLE_PAGE)[keyof typeof PEOPLE_PAGE];

/**
 * Where the screen is, what was searched and which record is open. The last search stays so Back from
 * the form returns to the same results; a form opened by Create New goes back to the search.
 */
export function usePeoplePages<Criteria, Row>() {
  const [page, setPageState] = useState<PeoplePage>(PEOPLE_PAGE.search);
  const current = useRef<PeoplePage>(PEOPLE_PAGE.search);
  const [formFrom, setFormFrom] = useState<PeoplePage>(PEOPLE_PAGE.search);
  const [criteria, setCriteria] = useState<Criteria | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [open, setOpen] = useState<Row | null>(null);
  // Changes only when another record is opened: a save keeps the form (and the focus in it).
  const [formKey, setFormKey] = useState(0);

  const setPage = useCallback((next: PeoplePage) => {
    current.current = next;
    setPageState(next);
  }, []);
  const showResults = useCallback(
    (searched: Criteria, found: Row[]) => {
      setCriteria(searched);
      setRows(found);
      setPage(PEOPLE_PAGE.results);
    },
    [setPage],
  );
  const openRecord = useCallback(
    (row: Row | null) => {
      if (current.current !== PEOPLE_PAGE.form && current.current !== PEOPLE_PAGE.createCompany)
        setFormFrom(current.current);
      setOpen(row);
      setFormKey((key) => key + 1);
      setPage(PEOPLE_PAGE.form);
    },
    [setPage],
  );
  const replaceRow = useCallback((saved: Row, same: (a: Row, b: Row) => boolean) => {
    setOpen(saved);
    setRows((rowsNow) => rowsNow.map((row) => (same(row, saved) ? saved : row)));
  }, []);

  return { page, setPage, formKey, formFrom, criteria, rows, open, showResults, openRecord, replaceRow };
}
