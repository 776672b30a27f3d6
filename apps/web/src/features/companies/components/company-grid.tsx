import { useMemo } from 'react';
import {
  ADMIN_MESSAGES,
  ORGANISATION_ACTIVE,
  PAGE_SIZE,
  canEditOrganisation,
  type OrganisationRow,
  type Subject,
} from '@driller/domain';
import { dataGridColumns } from '../../../components/ui/data-grid/data-grid-features';
import { PagedGrid, RowButton } from './paged-grid';

const col = dataGridColumns<OrganisationRow>();

/** Company list: 20 rows a page, 400 px high; the edit icon only where canEditOrganisation says. */
export function CompanyGrid({
  rows,
  viewer,
  ownOrganisationId,
  onEdit,
}: {
  rows: readonly OrganisationRow[];
  viewer: Subject;
  ownOrganisationId: number | null;
  onEdit: (row: OrganisationRow) => void;
}) {
  const columns = useMemo(
    () =>
      col.columns([
        col.display({
          id: 'actions',
          header: 'Actions',
          size: 90,
          minSize: 70,
          cell: ({ row }) =>
            canEditOrganisation(viewer, { isOwn: row.original.organisationId === ownOrganisationId }) ? (
              <RowButton label={`Edit ${row.original.organisationName}`} onClick={() => onEdit(row.original)}>
                Edit
              </RowButton>
            ) : null,
        }),
        col.accessor('organisationName', { header: 'Company name', size: 240, minSize: 130 }),
        col.accessor('abnOrAcn', { header: 'ABN/ACN', size: 140, minSize: 110 }),
        col.accessor((r) => r.phone ?? '', { id: 'phone', header: 'Phone', size: 130, minSize: 90 }),
        col.accessor((r) => r.email ?? '', { id: 'email', header: 'Email', size: 200, minSize: 110 }),
        col.accessor((r) => r.address ?? '', { id: 'address', header: 'Address', size: 220, minSize: 110 }),
        col.accessor((r) => (r.isActive === ORGANISATION_ACTIVE.active ? 'Active' : 'Inactive'), {
          id: 'status',
          header: 'Status',
          size: 100,
          minSize: 70,
        }),
      ]),
    [viewer, ownOrganisationId, onEdit],
  );
  return (
    <PagedGrid
      label="Company list"
      rows={rows}
      pageSize={PAGE_SIZE.companies}
      columns={columns}
      emptyText={ADMIN_MESSAGES.noData}
      testId="company-grid"
    />
  );
}
