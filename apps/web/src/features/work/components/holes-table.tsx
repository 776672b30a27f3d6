import { useFormContext, type UseFieldArrayReturn } from 'react-hook-form';
import { showsHoleTypeAndNumber } from '@driller/domain';
import type { HoleEditGuard } from '../hooks/use-hole-edit-guard';
import { attributeIds, type WorkFormValues } from '../hooks/work-form-values';
import { HoleRow } from './hole-row';

interface HolesTableProps {
  disabled: boolean;
  fields: UseFieldArrayReturn<WorkFormValues, 'workDetailsMonitoring'>;
  guard: HoleEditGuard;
}

/** The holes of a monitoring work, one editable row each; holes with BCR data refuse edits and deletes. */
export function HolesTable({ disabled, fields, guard }: HolesTableProps) {
  const { getValues } = useFormContext<WorkFormValues>();
  const showTypeAndNumber = showsHoleTypeAndNumber(attributeIds(getValues('workType')).attribute3);
  return (
    <div className="nsw-table app-table-wrap app-holes" role="region" aria-label="Monitoring holes" tabIndex={0}>
      <table>
        <caption className="sr-only">Monitoring holes</caption>
        <thead>
          <tr>
            <th scope="col">Latitude</th>
            <th scope="col">Longitude</th>
            <th scope="col">Lot/DP</th>
            <th scope="col">Driller</th>
            <th scope="col">Work name</th>
            {showTypeAndNumber ? (
              <>
                <th scope="col">Hole type</th>
                <th scope="col">Hole no</th>
              </>
            ) : null}
            <th scope="col">No of pipes</th>
            <th scope="col">
              <span className="sr-only">Delete</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.fields.length === 0 ? (
            <tr>
              <td colSpan={showTypeAndNumber ? 9 : 7} className="app-grid__empty">
                No holes yet. Use ‘Add new hole’ to add one.
              </td>
            </tr>
          ) : (
            fields.fields.map((f, i) => (
              <HoleRow
                key={f.id}
                index={i}
                showTypeAndNumber={showTypeAndNumber}
                disabled={disabled}
                onEdit={() => guard.checkEdit(i)}
                onDelete={() => void guard.mayDelete(i).then((ok) => (ok ? fields.remove(i) : undefined))}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
