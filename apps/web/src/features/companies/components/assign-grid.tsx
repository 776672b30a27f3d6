import { useMemo } from 'react';
import { PAGE_SIZE, type AssignDrillerRow } from '@driller/domain';
import { dataGridColumns } from '../../../components/ui/data-grid/data-grid-features';
import { FieldError } from '../../../components/ui/form-field';
import { PagedGrid, RowButton } from './paged-grid';

/** A grid row: a saved driller, or the unsaved top row "Assign driller" adds. */
export type AssignGridRow = (AssignDrillerRow & { isNew: false }) | { isNew: true; id: 0 };

const col = dataGridColumns<AssignGridRow>();
const text = (row: AssignGridRow, pick: (r: AssignDrillerRow) => string | null) =>
  row.isNew ? '' : (pick(row) ?? '');

export interface NewRowControls {
  choices: readonly AssignDrillerRow[];
  chosen: number;
  choose: (drillerId: number) => void;
  error: string | null;
  save: () => void;
  cancel: () => void;
}

function NewRowPicker({ controls }: { controls: NewRowControls }) {
  return (
    <>
      <select
        id="assign-driller"
        className="nsw-form__select app-assign-select"
        aria-label="Driller to assign"
        value={controls.chosen}
        onChange={(e) => controls.choose(Number(e.target.value))}
      >
        <option value={0}>Please select</option>
        {controls.choices.map((d) => (
          <option key={d.drillerId} value={d.drillerId}>
            {d.drillerName} ({d.drillerLicenseNo})
          </option>
        ))}
      </select>
      <FieldError id="assign-driller" message={controls.error ?? undefined} />
    </>
  );
}

/** The assign grid: Actions, Driller Name, Licence No, Class, Endorsements, Phone, Email, Status; 20 a page. */
export function AssignGrid({
  rows,
  newRow,
  onRemove,
}: {
  rows: readonly AssignGridRow[];
  newRow: NewRowControls;
  onRemove: (row: AssignDrillerRow) => void;
}) {
  const columns = useMemo(
    () =>
      col.columns([
        col.display({
          id: 'actions',
          header: 'Actions',
          size: 150,
          minSize: 110,
          cell: ({ row }) => {
            const r = row.original;
            if (r.isNew)
              return (
                <div className="app-row-actions">
                  <button
                    type="button"
                    className="nsw-button nsw-button--dark nsw-button--small"
                    onClick={newRow.save}
                  >
                    Save
                  </button>
                  <RowButton onClick={newRow.cancel}>Cancel</RowButton>
                </div>
              );
            return (
              <RowButton label={`Remove ${r.drillerName}`} onClick={() => onRemove(r)}>
                Remove
              </RowButton>
            );
          },
        }),
        col.display({
          id: 'drillerName',
          header: 'Driller Name',
          size: 220,
          minSize: 150,
          cell: ({ row }) =>
            row.original.isNew ? <NewRowPicker controls={newRow} /> : row.original.drillerName,
        }),
        col.accessor((r) => text(r, (d) => d.drillerLicenseNo), {
          id: 'licence',
          header: 'Licence No',
          size: 110,
          minSize: 100,
        }),
        col.accessor((r) => text(r, (d) => d.licenseClassId), {
          id: 'class',
          header: 'Class',
          size: 90,
          minSize: 80,
        }),
        col.accessor((r) => text(r, (d) => d.drillingEndorsements), {
          id: 'endorsements',
          header: 'Endorsements',
          size: 200,
          minSize: 150,
        }),
        col.accessor((r) => text(r, (d) => d.workMobile), {
          id: 'phone',
          header: 'Phone',
          size: 120,
          minSize: 120,
        }),
        col.accessor((r) => text(r, (d) => d.workEmail), {
          id: 'email',
          header: 'Email',
          size: 200,
          minSize: 200,
        }),
        col.accessor((r) => text(r, (d) => d.status), {
          id: 'status',
          header: 'Status',
          size: 100,
          minSize: 110,
        }),
      ]),
    [newRow, onRemove],
  );
  return (
    <PagedGrid
      label="Drillers of the company"
      rows={rows}
      pageSize={PAGE_SIZE.assignDrillers}
      columns={columns}
      testId="assign-grid"
      pagerLabel="Drillers"
    />
  );
}
