import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  DELAY_MS,
  GRID_HEIGHT_PX,
  PAGE_SIZE,
  REQUEST_STATUS,
  nswDateTime,
  noRequestsMessage,
  requestSearchStatuses,
  type AccessRequest,
  type RequestKind,
} from '@driller/domain';
import { DataGrid } from '../../../components/ui/data-grid/data-grid';
import { dataGridColumns } from '../../../components/ui/data-grid/data-grid-features';
import { InPageAlert } from '../../../components/ui/in-page-alert';
import { Loader } from '../../../components/ui/loader';
import { listRequests, requestsQueryKey, searchRequests } from '../api/access-requests';
import { REQUEST_TEXTS } from './request-texts';
import { RequestPager } from './request-pager';
import { RequestSearchForm, type RequestCriteria } from './request-search-form';

const helper = dataGridColumns<AccessRequest>();

function columns(canReview: boolean, onOpen: (row: AccessRequest) => void) {
  return helper.columns([
    helper.display({
      id: 'actions',
      header: 'Actions',
      size: 140,
      minSize: 130,
      enableSorting: false,
      enableColumnFilter: false,
      cell: ({ row }) => (
        <button
          type="button"
          className="nsw-button nsw-button--dark-outline nsw-button--small app-requests__row-action"
          aria-label={`${canReview ? 'Review' : 'View'} the request of ${row.original.firstName} ${row.original.lastName}`}
          onClick={() => onOpen(row.original)}
        >
          {canReview ? 'Review' : 'View'}
        </button>
      ),
    }),
    helper.accessor((r) => `${r.firstName} ${r.lastName}`, { id: 'name', header: 'Name', size: 160, minSize: 120 }),
    helper.accessor('workEmail', { header: 'Work email', size: 220, minSize: 140 }),
    helper.accessor('userName', { header: 'Username', size: 120, minSize: 100 }),
    helper.accessor((r) => r.organisationName ?? '', { id: 'organisationName', header: 'Company', size: 200, minSize: 140 }),
    helper.accessor((r) => r.organisationABNORACN ?? '', { id: 'abn', header: 'ABN/ACN', size: 130, minSize: 110 }),
    helper.accessor((r) => nswDateTime(r.createdOn).date, { id: 'createdOn', header: 'Requested on', size: 120, minSize: 110 }),
    helper.accessor((r) => r.approvedOrRejected.label, { id: 'status', header: 'Status', size: 110, minSize: 100 }),
  ]);
}

interface Props {
  kind: RequestKind;
  notice: string | null;
  onOpen: (row: AccessRequest) => void;
  onCreate: () => void;
}

/** Page 0: the search form and the requests grid (20 a page, 400 px), loaded 1 second after it is ready. */
export function RequestList({ kind, notice, onOpen, onCreate }: Props) {
  const texts = REQUEST_TEXTS[kind];
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), DELAY_MS.listLoad);
    return () => clearTimeout(timer);
  }, []);
  const list = useQuery({ queryKey: requestsQueryKey(kind), queryFn: () => listRequests(kind), enabled: ready, staleTime: 0 });
  const [criteria, setCriteria] = useState<RequestCriteria>({ name: '', email: '', status: REQUEST_STATUS.all });
  const [found, setFound] = useState<AccessRequest[] | null>(null);
  const [page, setPage] = useState(0);
  const [searching, setSearching] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const canReview = list.data?.profile.canReview ?? false;
  const cols = useMemo(() => columns(canReview, onOpen), [canReview, onOpen]);
  const rows = found ?? list.data?.data ?? [];
  const shown = rows.slice(page * PAGE_SIZE.registrations, (page + 1) * PAGE_SIZE.registrations);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setSearching(true);
    setFailure(null);
    try {
      const result = await searchRequests(kind, { name: criteria.name, email: criteria.email, status: requestSearchStatuses(kind, criteria.status) });
      setFound(result.data);
      setPage(0);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setSearching(false);
    }
  };

  return (
    <section aria-labelledby="requests-list-title">
      <h2 id="requests-list-title">{texts.listTitle}</h2>
      {notice ? <InPageAlert tone="success" compact>{notice}</InPageAlert> : null}
      {failure || list.error ? <InPageAlert tone="error" compact>{failure ?? list.error?.message}</InPageAlert> : null}
      <RequestSearchForm
        kind={kind}
        criteria={criteria}
        onChange={setCriteria}
        onSearch={(e) => void search(e)}
        searching={searching}
        createButton={list.data?.profile.canCreate ? texts.createButton : undefined}
        onCreate={onCreate}
      />
      {!ready || list.isPending ? <Loader label="Loading requests" /> : (
        <>
          <DataGrid label={texts.gridLabel} data={shown} columns={cols} height={GRID_HEIGHT_PX} emptyText={noRequestsMessage(kind)} testId="requests-grid" />
          <RequestPager page={page} total={rows.length} pageSize={PAGE_SIZE.registrations} onPage={setPage} />
        </>
      )}
    </section>
  );
}
