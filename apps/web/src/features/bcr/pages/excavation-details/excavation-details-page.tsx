import {
  EXCAVATION_OR_LINING,
  BCR_MESSAGES,
  activeEntries,
  excavationIssues,
  excavationRowSchema,
  isFromDepthEditable,
  newExcavationRow,
  type ExcavationRow,
  EXCAVATION_COLUMNS,
} from '@driller/domain';
import { DepthLine } from '../../rows/depth-line';
import { RowSectionBlock } from '../../rows/row-section-block';
import { useReportDepths } from '../../rows/use-report-depths';
import { useRowSection } from '../../rows/use-row-section';
import { useBcrWizard } from '../../wizard/wizard-context';
import { ExcavationFields } from './excavation-fields';

// The table's columns live in the domain: the PDF prints the same list (issue 10).
const COLUMNS = EXCAVATION_COLUMNS;

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
