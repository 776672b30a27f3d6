import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_DECIDED_MESSAGES,
  canUnlock,
  deriveOfflineState,
  stateInGrid,
  GENERAL_MESSAGES,
  GRID_HEIGHT_PX,
  pastWorksLimit,
  type CurrentUser,
  type DashboardGrid,
  type DashboardRow,
} from '@driller/domain';
import { useAuth } from '../../../lib/auth/auth-context';
import { ServerStateProvider } from '../../../lib/server-state';
import { DialogProvider } from '../../../components/ui/dialogs/dialog-provider';
import { DataGrid } from '../../../components/ui/data-grid/data-grid';
import { InPageAlert } from '../../../components/ui/in-page-alert';
import { Pager } from '../../../components/ui/pager';
import { AppModal } from '../../../components/ui/modal';
import { HydstraStatusPanel } from '../../../components/hydstra/hydstra-status-panel';
import { useDashboardList } from '../api/dashboard-api';
import { useReportActions } from '../../../components/report-actions/use-report-actions';
import { currentWorksColumns, pastWorksColumns, type DashboardHandlers } from './dashboard-columns';
import type { OfflineColumnsState } from './offline-columns';
import { isCheckedOutHere } from '../../../lib/offline/checked-out';
import { useOfflineCopies } from '../../../lib/offline/use-offline-copies';
import { useOfflineTransition } from '../hooks/use-offline-transition';
import { lockViewer } from '../hooks/lock-viewer';
import '../home.css';

const TITLES: Record<DashboardGrid, string> = { current: 'Current Works', past: 'Past Works' };

/**
 * One grid: a page of 20 rows from the server, Previous and Next. The server pages by cursor, so the
 * grid keeps the cursor of each page it went through: Previous goes back one, Next adds the page's own.
 */
interface WorksGridProps {
  grid: DashboardGrid;
  user: CurrentUser;
  on: DashboardHandlers;
  offline: OfflineColumnsState;
  children?: ReactNode;
}

function WorksGrid({ grid, user, on, offline, children }: WorksGridProps) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const page = cursors.length - 1;
  const columns = useMemo(() => (grid === 'current' ? currentWorksColumns : pastWorksColumns)(user, on, offline), [grid, user, on, offline]);
  const list = useDashboardList(grid, cursors[page]);
  const title = TITLES[grid];
  const rows = list.data?.data.formA ?? [];
  const next = list.data?.nextCursor ?? null;
  return (
    <section className="app-section app-dashboard__grid" aria-labelledby={`${grid}-works-title`}>
      <h2 id={`${grid}-works-title`}>{title}</h2>
      {children}
      {list.isError ? <InPageAlert tone="error">{GENERAL_MESSAGES.loadingFailed}</InPageAlert> : null}
      <DataGrid
        label={title}
        data={rows}
        columns={columns}
        height={GRID_HEIGHT_PX}
        testId={`${grid}-works-grid`}
        emptyText={list.isPending ? 'Loading' : 'No data found.'}
      />
      {page > 0 || next !== null ? (
        <Pager
          label={`Pages of ${title}`}
          status={`Page ${page + 1}`}
          canPrevious={page > 0}
          canNext={next !== null}
          busy={list.isPlaceholderData}
          onPrevious={() => setCursors(cursors.slice(0, -1))}
          onNext={() => next !== null && setCursors([...cursors, next])}
          small
        />
      ) : null}
    </section>
  );
}

/**
 * The offline columns' state: each row's offline state from the server's lock and this device's copy
 * (spec 3 "State derived on load"), and the selector's change.
 */
function useOfflineColumns(user: CurrentUser): OfflineColumnsState {
  const copies = useOfflineCopies().data;
  const { change, busy } = useOfflineTransition(user);
  return useMemo(() => {
    const viewerUserId = user.userId ?? -1;
    const stateOf = (row: DashboardRow, grid: DashboardGrid) => {
      const copy = copies?.get(row.formAId);
      const lock = row.offlineLock;
      // Checked out here: a row read from the copy offline carries no lock, and one unlocked meanwhile by
      // a company admin stays checked out here until check in finds it unlocked (spec 3 "On sync").
      const heldHere = copy?.mode === 'edit' && isCheckedOutHere(row.formAId);
      const state = deriveOfflineState({
        locked: lock !== null || heldHere,
        lockedByUserId: lock?.lockedByUserId ?? (heldHere ? viewerUserId : null),
        viewerUserId,
        checkInPending: copy?.mode === 'checkedIn',
        cachedWork: copy !== undefined,
        cachedBcr: copy !== undefined,
      });
      return stateInGrid(state, grid);
    };
    return {
      stateOf,
      canUnlock: (row) => row.offlineLock !== null && canUnlock(lockViewer(user, row), row.offlineLock),
      change: (row, grid, to) => void change({ row, grid, from: stateOf(row, grid), to }),
      busy,
    };
  }, [copies, change, busy, user]);
}

function DashboardGrids({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const [hydstraRow, setHydstraRow] = useState<DashboardRow | null>(null);
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['dashboard'] }), [queryClient]);
  const actions = useReportActions(reload);
  // The grids' columns are built once; each link calls the flows of the latest render through this.
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  const on: DashboardHandlers = useMemo(
    () => ({
      openPdf: (row) => void latest.current.openPdf(row.formAId),
      deleteBcr: (row) => void latest.current.deleteBcr(row.formAId, row.bcrVersion),
      hydstraStatus: setHydstraRow,
    }),
    [],
  );

  const offline = useOfflineColumns(user);

  return (
    <>
      <WorksGrid grid="current" user={user} on={on} offline={offline} />
      <WorksGrid grid="past" user={user} on={on} offline={offline}>
        {pastWorksLimit(user) === null ? null : <p className="app-dashboard__note">{ADMIN_DECIDED_MESSAGES.pastWorksNote}</p>}
      </WorksGrid>
      <AppModal title="Bore Construction Report" isOpen={hydstraRow !== null} onClose={() => setHydstraRow(null)}>
        {hydstraRow ? <HydstraStatusPanel formAGuid={hydstraRow.formAGuid} /> : null}
      </AppModal>
    </>
  );
}

/** The dashboard of /Home (spec 3 "Dashboard (/Home)"): Current Works and Past Works. */
export function Dashboard() {
  const { user } = useAuth();
  return user ? (
    <ServerStateProvider>
      <DialogProvider>
        <DashboardGrids user={user} />
      </DialogProvider>
    </ServerStateProvider>
  ) : null;
}
