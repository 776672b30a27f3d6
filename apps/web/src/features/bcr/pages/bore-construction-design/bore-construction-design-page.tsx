import {
  BCR_MESSAGES,
  CASING_MATERIALS,
  METHODS_OF_FIXING,
  ROW_STATUS,
  YES_NO_OPTIONS,
  casingLinerIssues,
  casingLinerRowSchema,
  defaultFromDepth,
  isFromDepthEditable,
  type CasingLinerRow,
} from '@driller/domain';
import { InPageAlert } from '../../../../components/ui/in-page-alert';
import { DepthLine } from '../../rows/depth-line';
import { RowSectionBlock } from '../../rows/row-section-block';
import type { RowColumn } from '../../rows/row-table';
import { useReportDepths } from '../../rows/use-report-depths';
import { useRowSection } from '../../rows/use-row-section';
import { useBcrWizard } from '../../wizard/wizard-context';
import { CasingLinerFields } from './casing-liner-fields';

/** The sub-screen's name in the spec. */
const TITLE = 'Casing / Liner Details';

const COLUMNS: readonly RowColumn<CasingLinerRow>[] = [
  { key: 'material', header: 'Material', options: CASING_MATERIALS, width: '16%' },
  { key: 'odmm', header: 'OD (mm)' },
  { key: 'wallThickness', header: 'Wall Thickness (mm)' },
  { key: 'idmm', header: 'ID (mm)' },
  { key: 'from', header: 'From (m)' },
  { key: 'to', header: 'To (m)' },
  { key: 'methodFixing', header: 'Method of Fixing', options: METHODS_OF_FIXING },
  { key: 'centralisersInstalled', header: 'Centralisers Installed', options: YES_NO_OPTIONS },
  { key: 'centraliserSpacing', header: 'Centraliser Spacing (m)' },
];

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
