import {
  BCR_MESSAGES,
  ROW_STATUS,
  casingLinerIssues,
  casingLinerRowSchema,
  defaultFromDepth,
  isFromDepthEditable,
  type CasingLinerRow,
  CASING_LINER_COLUMNS,
} from '@driller/domain';
import { InPageAlert } from '../../../../components/ui/in-page-alert';
import { DepthLine } from '../../rows/depth-line';
import { RowSectionBlock } from '../../rows/row-section-block';
import { useReportDepths } from '../../rows/use-report-depths';
import { useRowSection } from '../../rows/use-row-section';
import { useBcrWizard } from '../../wizard/wizard-context';
import { CasingLinerFields } from './casing-liner-fields';

/** The sub-screen's name in the spec. */
const TITLE = 'Casing / Liner Details';

// The table's columns live in the domain: the PDF prints the same list (issue 10).
const COLUMNS = CASING_LINER_COLUMNS;

/**
 * Bore Construction Design (spec 2 "Casing / Liner Details"): the casing and liner rows, edited in a
 * dialog, saved with the water entry design (domain BCR_SECTION_SAVES). A removed saved row waits for the
 * save as "Casing Liner Details marked for remove".
 */
export function BoreConstructionDesignPage() {
  const { context, issues } = useBcrWizard();
  const { completedDepth } = useReportDepths();
  const fromEditable = (index: number) => isFromDepthEditable('casingLiner', index, context.roleId, context.workType);
  const rows = useRowSection<CasingLinerRow>({
    section: 'casingLiner',
    schema: casingLinerRowSchema,
    newRow: (previous) => casingLinerRowSchema.parse({ status: 'new', from: defaultFromDepth(context.roleId, previous?.to, previous === undefined) }),
    check: (list) => casingLinerIssues(list, completedDepth, context),
    issues,
    fromLink: { fromKey: 'from', toKey: 'to', editable: fromEditable },
  });
  const markedForRemove = rows.rows.some((r) => r.status === ROW_STATUS.deleted);
  return (
    <>
      <h3>{TITLE}</h3>
      <DepthLine workType={context.workType} />
      {markedForRemove ? <InPageAlert tone="info">{BCR_MESSAGES.casingLinerMarkedForRemove}</InPageAlert> : null}
      <RowSectionBlock
        title={TITLE}
        section="casingLiner"
        rows={rows}
        columns={COLUMNS}
        wide
        fields={(editor) => <CasingLinerFields context={context} fromLocked={!fromEditable(editor.index)} />}
      />
    </>
  );
}
