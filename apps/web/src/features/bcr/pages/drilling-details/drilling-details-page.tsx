import {
  DIGIT_LIMITS,
  DRILLING_METHODS,
  drillingDetailsIssues,
  drillingDetailsRowSchema,
  isFromDepthEditable,
  isRegulator,
  newDrillingDetailsRow,
  pageTitle,
  type DrillingDetailsRow,
  DRILLING_DETAILS_COLUMNS,
} from '@driller/domain';
import { CodeSelect } from '../../rows/code-select';
import { DepthLine } from '../../rows/depth-line';
import { NumericField } from '../../rows/numeric-field';
import { RowSectionBlock } from '../../rows/row-section-block';
import { YesNoSelect } from '../../rows/text-field';
import { useRowSection } from '../../rows/use-row-section';
import { useBcrWizard } from '../../wizard/wizard-context';

const L = DIGIT_LIMITS.drillingDetails;

// The table's columns live in the domain: the PDF prints the same list (issue 10).
const COLUMNS = DRILLING_DETAILS_COLUMNS;

/**
 * Page 2 Drilling Details (spec 2): from, to, hole diameter, drilling method, penetration rate and fluid
 * loss (default No); a new row starts at the previous "To" with its diameter and method (domain
 * newDrillingDetailsRow), and the deepest "To" is the drilled depth every other page measures against.
 */
export function DrillingDetailsPage() {
  const { context, issues } = useBcrWizard();
  const fromEditable = (index: number) => isFromDepthEditable('drillingDetails', index, context.roleId, context.workType);
  const rows = useRowSection<DrillingDetailsRow>({
    section: 'drillingDetails',
    schema: drillingDetailsRowSchema,
    newRow: (previous) => newDrillingDetailsRow(previous, context.roleId),
    check: (list) => drillingDetailsIssues(list, context),
    issues,
    fromLink: { fromKey: 'from', toKey: 'to', editable: fromEditable },
  });
  return (
    <>
      <DepthLine workType={context.workType} />
      <RowSectionBlock
        title={pageTitle('drillingDetails')}
        section="drillingDetails"
        rows={rows}
        columns={COLUMNS}
        fields={(editor) => (
          <>
            <NumericField name="from" label="From (m)" limit={DIGIT_LIMITS.depth} required locked={!fromEditable(editor.index)} />
            <NumericField name="to" label="To (m)" limit={DIGIT_LIMITS.depth} required />
            <NumericField name="diameter" label="Hole Diameter (mm)" limit={L.diameter} required />
            <CodeSelect name="drillingMethodId" label="Drilling Method" options={DRILLING_METHODS} required={!isRegulator(context)} />
            <NumericField name="penetrationRate" label="Penetration Rate (m/min)" limit={L.penetrationRate} />
            <YesNoSelect name="fluidLoss" label="Fluid Loss" blank={false} />
          </>
        )}
      />
    </>
  );
}
