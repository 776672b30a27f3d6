import { Link } from 'react-router';
import { canDecommission, canDeleteBcr, canUpdateGwNo, dataSourceLabel, formStatusLabel, nswDateTime, nswDateTimeText, type BcrSearchRow, type CurrentUser } from '@driller/domain';
import { dataGridColumns } from '../../../components/ui/data-grid/data-grid-features';

/** What the row links call back (the screen owns the modals and the flows). */
export interface RowHandlers {
  openBcr: (row: BcrSearchRow) => void;
  openPdf: (row: BcrSearchRow) => void;
  deleteBcr: (row: BcrSearchRow) => void;
  updateGwNo: (row: BcrSearchRow) => void;
  decommission: (row: BcrSearchRow) => void;
}

const column = dataGridColumns<BcrSearchRow>();
const person = (p: { firstName: string; lastName: string } | null) => (p ? `${p.firstName} ${p.lastName}`.trim() : '');

function RowActions({ row, user, on }: { row: BcrSearchRow; user: CurrentUser; on: RowHandlers }) {
  const label = `BCR ${row.bcrId}`;
  const live = row.active;
  return (
    <div className="app-row-actions">
      <button type="button" className="app-link-button" onClick={() => on.openBcr(row)} aria-label={`Open ${label}`}>BCR</button>
      <Link to={`/Work?id=${row.formAId}`} aria-label={`Open the work of ${label}`}>Work</Link>
      <button type="button" className="app-link-button" onClick={() => on.openPdf(row)} aria-label={`View the PDF of ${label}`}>PDF</button>
      {live && canUpdateGwNo(user, row) ? (
        <button type="button" className="app-link-button" onClick={() => on.updateGwNo(row)} aria-label={`Update GW No of ${label}`}>GW No</button>
      ) : null}
      {live && canDecommission(user, row) ? (
        <button type="button" className="app-link-button" onClick={() => on.decommission(row)} aria-label={`Decommission ${label}`}>Decommission</button>
      ) : null}
      {live && canDeleteBcr(user, row) ? (
        <button type="button" className="app-link-button app-link-button--danger" onClick={() => on.deleteBcr(row)} aria-label={`Delete ${label}`}>Delete</button>
      ) : null}
    </div>
  );
}

/**
 * The grid's columns (spec 3 "Search Bore Construction Reports"), ids named as the server's sort and
 * filter fields, minimum widths 120 to 180. The actions column is first, like the dashboard's links.
 */
export function searchColumns(user: CurrentUser, on: RowHandlers) {
  const text = { minSize: 120, size: 140 };
  return column.columns([
    column.display({ id: 'actions', header: 'Actions', minSize: 180, size: 180, cell: (c) => <RowActions row={c.row.original} user={user} on={on} /> }),
    column.accessor('bcrId', {
      id: 'bcrId', header: 'BCR id', minSize: 120, size: 120,
      cell: (c) => (
        <Link to={`/Work?id=${c.row.original.formAId}`} className={c.row.original.cachedWork ? 'app-cached' : undefined} title={c.row.original.tooltipView}>
          {c.getValue()}
          {c.row.original.cachedWork ? <span className="sr-only"> (available offline on this device)</span> : null}
        </Link>
      ),
    }),
    column.accessor('workAttributeDetails', { id: 'workAttributeDetails', header: 'Work Details', enableSorting: false, enableColumnFilter: false, minSize: 180, size: 200 }),
    column.accessor('workName', { id: 'workName', header: 'Work Name', ...text }),
    column.accessor('gwNo', { id: 'gwNo', header: 'GW No', ...text }),
    column.accessor('workId', { id: 'workId', header: 'Work Id', ...text }),
    column.accessor('workApprovalNo', { id: 'workApprovalNo', header: 'Work Approval No', ...text }),
    column.accessor('customerAddress', { id: 'customerAddress', header: 'Property Address', minSize: 180, size: 200 }),
    column.accessor((r) => (r.driller ? `${r.driller.drillerFirstName} ${r.driller.drillerLastName}` : ''), { id: 'drillerName', header: 'Driller Name', ...text }),
    column.accessor((r) => r.organisation?.organisationName ?? '', { id: 'organisationName', header: 'Drilling Company', minSize: 160, size: 180 }),
    column.accessor((r) => formStatusLabel(r.formStatus), { id: 'formStatus', header: 'Submitted Status', enableColumnFilter: false, ...text }),
    column.accessor('submittedBy', { id: 'submittedBy', header: 'Last Submitted By', ...text }),
    column.accessor((r) => nswDateTime(r.formSubmittedDate).date, { id: 'formSubmittedDate', header: 'Last Submitted On', enableColumnFilter: false, ...text }),
    column.accessor((r) => nswDateTime(r.formSubmittedDate).time, { id: 'formSubmittedTime', header: 'Last Submitted Time', enableSorting: false, enableColumnFilter: false, ...text }),
    column.accessor((r) => person(r.lastBCRModifiedBy), { id: 'lastBCRModifiedBy', header: 'Last Edited', ...text }),
    column.accessor((r) => nswDateTimeText(r.lastBCRModifiedDate), { id: 'lastBCRModifiedDate', header: 'Last Edited On', enableColumnFilter: false, minSize: 160, size: 170 }),
    column.accessor((r) => dataSourceLabel(r.hydstra), { id: 'dataSource', header: 'Data Source', enableColumnFilter: false, ...text }),
  ]);
}
