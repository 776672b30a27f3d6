import {
  OFFLINE_STATE,
  OFFLINE_STATE_LABELS,
  lockedByText,
  nswDateTime,
  offlineChoices,
  type DashboardGrid,
  type DashboardRow,
  type OfflineState,
} from '@driller/domain';
import { dataGridColumns } from '../../../components/ui/data-grid/data-grid-features';
import { rowName } from './row-name';
import { Icon } from '../../../components/ui/icon';

/** What the offline columns read and call: each row's state, who may unlock, and the change. */
export interface OfflineColumnsState {
  stateOf: (row: DashboardRow, grid: DashboardGrid) => OfflineState;
  canUnlock: (row: DashboardRow) => boolean;
  change: (row: DashboardRow, grid: DashboardGrid, to: OfflineState) => void;
  /** The row whose change is running (its selector waits). */
  busy: number | null;
}

const column = dataGridColumns<DashboardRow>();
const plain = { enableSorting: false, enableColumnFilter: false } as const;

/** The choice's text: a row someone else locked reads "Locked By {name}" (spec 3 state 10). */
const choiceLabel = (choice: OfflineState, row: DashboardRow) =>
  choice === OFFLINE_STATE.locked && row.offlineLock ? lockedByText(row.offlineLock) : OFFLINE_STATE_LABELS[choice];

/** The lock icon (Check out): who locked the work for offline editing, when, and their role. */
export function lockColumn() {
  return column.display({
    id: 'checkOut',
    header: 'Check out',
    ...plain,
    minSize: 150,
    size: 170,
    cell: (c) => {
      const lock = c.row.original.offlineLock;
      if (!lock) return null;
      const at = nswDateTime(lock.lockedAt);
      return (
        <span className="app-offline-lock">
          <span className="app-offline-lock__who">
            <Icon name="lock" size={16} /> {lockedByText(lock)}
          </span>
          <span className="app-offline-lock__detail">
            Locked Date: {at.date} {at.time}, {lock.lockedByRole}
          </span>
        </span>
      );
    },
  });
}

/** The offline state selector: 'View/Edit Work/BCR Offline' in Current Works, 'View Work/BCR Offline' in Past Works. */
export function offlineSelectorColumn(grid: DashboardGrid, offline: OfflineColumnsState) {
  const header = grid === 'current' ? 'View/Edit Work/BCR Offline' : 'View Work/BCR Offline';
  return column.display({
    id: 'offlineState',
    header,
    ...plain,
    minSize: 170,
    size: 180,
    cell: (c) => {
      const row = c.row.original;
      const state = offline.stateOf(row, grid);
      const choices = offlineChoices(state, { grid, canUnlock: offline.canUnlock(row) });
      return (
        <select
          className="app-offline-select"
          aria-label={`${header} for ${rowName(row)}`}
          value={state}
          disabled={offline.busy === row.formAId}
          aria-busy={offline.busy === row.formAId}
          onChange={(event) => offline.change(row, grid, Number(event.target.value) as OfflineState)}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choiceLabel(choice, row)}
            </option>
          ))}
        </select>
      );
    },
  });
}
