import {
  BORE_SHAPE,
  BORE_SHAPE_OPTIONS,
  EXCAVATION_METHODS,
  EXCAVATION_OR_LINING,
  EXCAVATION_OR_LINING_OPTIONS,
  LINING_MATERIALS,
  NONE_OPTION_ID,
  BCR_MESSAGES,
  activeEntries,
  excavationIssues,
  excavationRowSchema,
  isFromDepthEditable,
  newExcavationRow,
  type ExcavationRow,
} from '@driller/domain';
import { codeName } from '../../rows/code-select';
import { DepthLine } from '../../rows/depth-line';
import { RowSectionBlock } from '../../rows/row-section-block';
import type { RowColumn } from '../../rows/row-table';
import { useReportDepths } from '../../rows/use-report-depths';
import { useRowSection } from '../../rows/use-row-section';
import { useBcrWizard } from '../../wizard/wizard-context';
import { ExcavationFields } from './excavation-fields';

/** The table names every code a row may hold, None included (entered by non-driller roles). */
const NONE = { id: NONE_OPTION_ID, name: 'None' };
const SHAPES = [...BORE_SHAPE_OPTIONS, NONE];
const KINDS = [...EXCAVATION_OR_LINING_OPTIONS, NONE];

/** A row's size: length x width for a rectangular shape, the diameter for a round one. */
const size = (r: ExcavationRow) =>
  r.boreShapeType === BORE_SHAPE.rectangular ? [r.length, r.width].map((v) => v ?? '').join(' x ') : r.boreShapeType === BORE_SHAPE.round ? String(r.diameter ?? '') : '';

const COLUMNS: readonly RowColumn<ExcavationRow>[] = [
  { key: 'excavationOrLining', header: 'Excavation or Lining', options: KINDS },
  { key: 'boreShapeType', header: 'Bore Shape', options: SHAPES },
  {
    key: 'drillingMethod',
    header: 'Drilling Method / Material',
    format: (r) => (r.excavationOrLining === EXCAVATION_OR_LINING.lining ? codeName(LINING_MATERIALS, r.material) : codeName(EXCAVATION_METHODS, r.drillingMethod)),
  },
  { key: 'from', header: 'From (m)' },
  { key: 'to', header: 'To (m)' },
  { key: 'diameter', header: 'Length x Width (m) / Diameter (mm)', format: size },
];

/**
 * Excavation Details (spec 2, shown for an excavated work): excavation and lining rows edited in the
 * modal titled "Excavation Details"; the bore shape comes from the first row.
 */
export function ExcavationDetailsPage() {
  const { context, issues } = useBcrWizard();
  const { completedDepth } = useReportDepths();
  const fromEditable = (index: number) => isFromDepthEditable('excavationDetails', index, context.roleId, context.workType);
  const rows = useRowSection<ExcavationRow>({
    section: 'excavationDetails',
    schema: excavationRowSchema,
    newRow: (previous, list) => newExcavationRow(list, previous?.excavationOrLining ?? EXCAVATION_OR_LINING.excavation),
    check: (list) => excavationIssues(list, completedDepth, context),
    issues,
  });
  return (
    <>
      <DepthLine workType={context.workType} />
      <RowSectionBlock
        title={BCR_MESSAGES.excavationModalTitle}
        section="excavationDetails"
        rows={rows}
        columns={COLUMNS}
        fields={(editor) => (
          <ExcavationFields
            roleId={context.roleId}
            index={editor.index}
            isNew={editor.isNew}
            fromLocked={!fromEditable(editor.index)}
            rowsAbove={activeEntries(rows.rows)
              .filter((e) => e.index < editor.index)
              .map((e) => e.row)}
          />
        )}
      />
    </>
  );
}
