import { useMemo } from 'react';
import { DataGrid } from '../../../components/ui/data-grid/data-grid';
import { dataGridColumns } from '../../../components/ui/data-grid/data-grid-features';

export interface ConditionRow {
  conditionNo: string;
  condition: string;
}

const helper = dataGridColumns<ConditionRow>();
const COLUMNS = helper.columns([
  helper.accessor('conditionNo', { header: 'Condition No', size: 220, minSize: 150 }),
  helper.accessor('condition', { header: 'Condition', size: 880, minSize: 300 }),
]);

/** Spec 1 page 3: the conditions of approval, sortable, filterable and resizable, 500 px high. */
export function ConditionsGrid({ conditions }: { conditions: readonly ConditionRow[] }) {
  const data = useMemo(() => [...conditions], [conditions]);
  return <DataGrid label="Conditions of Approval" data={data} columns={COLUMNS} height={500} testId="conditions-grid" emptyText="No conditions of approval were found for this approval." />;
}
