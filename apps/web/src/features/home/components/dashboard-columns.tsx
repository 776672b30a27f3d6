import { Link } from 'react-router';
import {
  canDeleteBcr,
  formStatusLabel,
  nswDateTime,
  nswDateTimeText,
  personName,
  showDrillingCompanyColumn,
  type CurrentUser,
  type DashboardRow,
} from '@driller/domain';
import { dataGridColumns } from '../../../components/ui/data-grid/data-grid-features';
import { rowName } from './row-name';
import { lockColumn, offlineSelectorColumn, type OfflineColumnsState } from './offline-columns';

/** What the row links call back (the dashboard owns the dialogs and the Hydstra modal). */
export interface DashboardHandlers {
  openPdf: (row: DashboardRow) => void;
  deleteBcr: (row: DashboardRow) => void;
  hydstraStatus: (row: DashboardRow) => void;
}

const column = dataGridColumns<DashboardRow>();
/** The page of 20 is the server's: sorting or filtering it alone would mislead, so neither is offered. */
const plain = { enableSorting: false, enableColumnFilter: false } as const;
const text = { ...plain, minSize: 110, size: 130 };
const action = { ...plain, minSize: 110, size: 110 };


function linkColumn(id: string, header: string, to: (row: DashboardRow) => string, visible: string) {
  return column.display({
    id,
    header,
    ...action,
    cell: (c) => (
      <Link to={to(c.row.original)} aria-label={`${header} for ${rowName(c.row.original)}`}>
        {visible}
      </Link>
    ),
  });
}

function pdfColumn(on: DashboardHandlers) {
  return column.display({
    id: 'viewPdf',
    header: 'View Pdf',
    ...action,
    cell: (c) =>
      c.row.original.bcrId === null ? null : (
        <button type="button" className="app-link-button" onClick={() => on.openPdf(c.row.original)} aria-label={`View Pdf for ${rowName(c.row.original)}`}>
          PDF
        </button>
      ),
  });
}

/** Work Details to Drilling Company: the columns both grids share (the company hidden for the Super Admin). */
function workColumns(user: CurrentUser) {
  const columns = [
    column.accessor((r) => (r.bcrId === null ? '' : String(r.bcrId)), { id: 'bcrId', header: 'BCR Id', ...plain, minSize: 80, size: 80 }),
    column.accessor('workAttributeDetails', { id: 'workAttributeDetails', header: 'Work Details', ...plain, minSize: 160, size: 200 }),
    column.accessor('workName', { id: 'workName', header: 'Work Name', ...text }),
    column.accessor('gwNo', { id: 'gwNo', header: 'GW No', ...text }),
    column.accessor('workId', { id: 'workId', header: 'Work Id', ...text }),
    column.accessor('workApprovalNo', { id: 'workApprovalNo', header: 'Work Approval No', ...text }),
    column.accessor('customerAddress', { id: 'customerAddress', header: 'Property Address', ...plain, minSize: 160, size: 200 }),
    column.accessor((r) => personName(r.driller ? { firstName: r.driller.drillerFirstName, lastName: r.driller.drillerLastName } : null), {
      id: 'drillerName',
      header: 'Driller Name',
      ...text,
    }),
  ];
  const company = column.accessor((r) => r.organisation?.organisationName ?? '', { id: 'organisationName', header: 'Drilling Company', ...text });
  return showDrillingCompanyColumn(user) ? [...columns, company] : columns;
}

const lastEdited = [
  column.accessor((r) => personName(r.lastBCRModifiedBy), { id: 'lastBCRModifiedBy', header: 'Last Edited', ...text }),
  column.accessor((r) => nswDateTimeText(r.lastBCRModifiedDate), { id: 'lastBCRModifiedDate', header: 'Last Edited On', ...plain, minSize: 150, size: 160 }),
];

/** Current Works (spec 3 "Dashboard (/Home)"): the lock icon and offline selector first, as the spec lists them. */
export function currentWorksColumns(user: CurrentUser, on: DashboardHandlers, offline: OfflineColumnsState) {
  return column.columns([
    lockColumn(),
    offlineSelectorColumn('current', offline),
    linkColumn('viewEditBcr', 'View/Edit BCR', (r) => `/BCR?id=${r.formAId}`, 'BCR'),
    linkColumn('viewEditWork', 'View/Edit Work', (r) => `/Work?id=${r.formAId}`, 'Work'),
    pdfColumn(on),
    ...workColumns(user),
    column.accessor((r) => formStatusLabel(r.formStatus), { id: 'formStatus', header: 'Status', ...text }),
    ...lastEdited,
    column.display({
      id: 'deleteBcr',
      header: 'Delete BCR',
      ...action,
      cell: (c) =>
        c.row.original.bcrId !== null && canDeleteBcr(user, c.row.original) ? (
          <button
            type="button"
            className="app-link-button app-link-button--danger"
            onClick={() => on.deleteBcr(c.row.original)}
            aria-label={`Delete BCR for ${rowName(c.row.original)}`}
          >
            Delete
          </button>
        ) : null,
    }),
  ]);
}

/** Past Works: submitted reports, read-only, with the Hydstra export's status. */
export function pastWorksColumns(user: CurrentUser, on: DashboardHandlers, offline: OfflineColumnsState) {
  return column.columns([
    offlineSelectorColumn('past', offline),
    linkColumn('viewBcr', 'View BCR', (r) => `/BCR?id=${r.formAId}`, 'BCR'),
    linkColumn('viewWork', 'View Work', (r) => `/Work?id=${r.formAId}`, 'Work'),
    pdfColumn(on),
    ...workColumns(user),
    column.accessor('submittedBy', { id: 'submittedBy', header: 'Submitted By', ...text }),
    column.accessor((r) => nswDateTime(r.formSubmittedDate).date, { id: 'formSubmittedDate', header: 'Submitted On', ...text }),
    column.accessor((r) => nswDateTime(r.formSubmittedDate).time, { id: 'formSubmittedTime', header: 'Submitted Time', ...text }),
    ...lastEdited,
    column.display({
      id: 'hydstraStatus',
      header: 'Hydstra Status',
      ...action,
      minSize: 110,
      size: 110,
      cell: (c) => (
        <button type="button" className="app-link-button" onClick={() => on.hydstraStatus(c.row.original)} aria-label={`Hydstra Status for ${rowName(c.row.original)}`}>
          Status
        </button>
      ),
    }),
  ]);
}
