import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { BcrSearchRow, CurrentUser } from '@driller/domain';
import { useAuth } from '../../../lib/auth/auth-context';
import { useOfflineCopies } from '../../../lib/offline/use-offline-copies';
import { ServerStateProvider } from '../../../lib/server-state';
import { DialogProvider } from '../../../components/ui/dialogs/dialog-provider';
import { Loader } from '../../../components/ui/loader';
import { PageFrame } from '../../../components/ui/page-frame';
import { InPageAlert } from '../../../components/ui/in-page-alert';
import { useSearchBcrList, useSearchBcrLoad } from '../api/search-bcr';
import { INITIAL_SEARCH, listRequest, searchReducer } from '../hooks/search-state';
import { useRowActions } from '../hooks/use-row-actions';
import { DecommissionModal } from './decommission-modal';
import { ExportCsvButton } from './export-csv-button';
import { GwNoModal } from './gw-no-modal';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import '../search.css';

/** /SearchBCR: Search Bore Construction Report (spec 3), every role; the rows are the viewer's to see. */
export function SearchBcrPage() {
  const { user } = useAuth();
  return user ? (
    <ServerStateProvider>
      <DialogProvider>
        <SearchBcrScreen user={user} />
      </DialogProvider>
    </ServerStateProvider>
  ) : null;
}

function SearchBcrScreen({ user }: { user: CurrentUser }) {
  const load = useSearchBcrLoad();
  const [state, dispatch] = useReducer(searchReducer, INITIAL_SEARCH);
  const request = listRequest(state);
  const list = useSearchBcrList(request);
  // Spec 3: BCR ids of works made available offline on this device are styled apart (the server cannot know them).
  const copies = useOfflineCopies().data;
  const rows = useMemo(() => (list.data?.formA ?? []).map((r) => ({ ...r, cachedWork: copies?.has(r.formAId) ?? false })), [list.data, copies]);
  const [gwRow, setGwRow] = useState<BcrSearchRow | null>(null);
  const [decommissionRow, setDecommissionRow] = useState<BcrSearchRow | null>(null);
  const reload = useCallback(() => void list.refetch(), [list]);
  const actions = useRowActions(user, reload);
  // The grid's columns are built once; each link calls the flows of the latest render through this.
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  const on = useMemo(
    () => ({
      openBcr: (row: BcrSearchRow) => void latest.current.openBcr(row),
      openPdf: (row: BcrSearchRow) => void latest.current.openPdf(row),
      deleteBcr: (row: BcrSearchRow) => void latest.current.deleteBcr(row),
      updateGwNo: setGwRow,
      decommission: setDecommissionRow,
    }),
    [],
  );

  return (
    <PageFrame title="Search Bore Construction Report">
      {load.isPending ? <Loader label="Loading the search" /> : null}
      {load.isError ? <InPageAlert tone="error">The search could not be loaded. Please try again later.</InPageAlert> : null}
      <SearchForm lists={load.data} onSearch={(criteria) => dispatch({ type: 'search', criteria })} onClear={() => dispatch({ type: 'clear' })} />
      <section className="app-section" aria-labelledby="bcr-list-title">
        <div className="app-search-list__head">
          <h2 id="bcr-list-title">Bore Construction Report list</h2>
          <ExportCsvButton state={state} disabled={(list.data?.totalCount ?? 0) === 0} />
        </div>
        {list.isError ? <InPageAlert tone="error">The search failed. Please try again later.</InPageAlert> : null}
        {request ? (
          <SearchResults user={user} state={state} dispatch={dispatch} rows={rows} totalCount={list.data?.totalCount ?? 0} loading={list.isFetching} on={on} />
        ) : (
          <p>Enter the criteria and press Search.</p>
        )}
      </section>
      <GwNoModal key={gwRow?.bcrId ?? 'closed'} row={gwRow} onClose={() => setGwRow(null)} onDone={reload} />
      <DecommissionModal row={decommissionRow} onClose={() => setDecommissionRow(null)} onDone={reload} />
    </PageFrame>
  );
}
