import { useFormContext, type UseFieldArrayReturn } from 'react-hook-form';
import { HOLES_SECTION, holePath, isOnRow, showsHoleTypeAndNumber } from '@driller/domain';
import { EditableTable } from '../../../components/ui/editable-table/editable-table';
import { fieldIdFor } from '../hooks/field-ids';
import type { HoleEditGuard } from '../hooks/use-hole-edit-guard';
import { attributeIds, type WorkFormValues } from '../hooks/work-form-values';
import { useWorkContext } from '../hooks/work-context';
import { useHoleColumns } from './hole-columns';

interface HolesTableProps {
  disabled: boolean;
  fields: UseFieldArrayReturn<WorkFormValues, 'workDetailsMonitoring'>;
  guard: HoleEditGuard;
  /** Adds a hole at the end (the 'Add new hole' button). */
  onAdd: () => void;
}

/**
 * The holes of a monitoring work on the shared editable table: one row per hole, any row deletable
 * (holes have no saved-row lifecycle: the server keeps the ids sent and drops the rest); holes with
 * BCR data refuse edits and deletes.
 */
export function HolesTable({ disabled, fields, guard, onAdd }: HolesTableProps) {
  const { getValues } = useFormContext<WorkFormValues>();
  const { issues } = useWorkContext();
  const showTypeAndNumber = showsHoleTypeAndNumber(attributeIds(getValues('workType')).attribute3);
  const columns = useHoleColumns({ showTypeAndNumber, disabled, onEdit: (i) => guard.checkEdit(i) });
  const rows = fields.fields.map((f, i) => ({
    key: f.id,
    hidden: false,
    canAddNext: false,
    canRemove: true,
    id: fieldIdFor(holePath(i)),
    invalid: issues.some((issue) => issue.severity === 'error' && isOnRow(issue.path, HOLES_SECTION, i)),
  }));
  return (
    <EditableTable
      label="Monitoring holes"
      id={fieldIdFor(HOLES_SECTION)}
      columns={columns}
      rows={rows}
      emptyText="No holes yet. Use ‘Add new hole’ to add one."
      disabled={disabled}
      add={{ label: 'Add new hole', onPress: onAdd }}
      remove={{
        label: 'Delete',
        onPress: (i) => void guard.mayDelete(i).then((ok) => (ok ? fields.remove(i) : undefined)),
      }}
    />
  );
}
