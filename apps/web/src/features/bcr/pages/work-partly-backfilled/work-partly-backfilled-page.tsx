import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  BACKFILL_FILL_TYPES,
  DIGIT_LIMITS,
  backfillRowSchema,
  isDrillerRole,
  isFromDepthEditable,
  workPartlyBackfilledActive,
  workPartlyBackfilledIssues,
  workPartlyBackfilledSchema,
  type BackfillRow,
  BACKFILL_COLUMNS,
} from '@driller/domain';
import { CodeSelect } from '../../rows/code-select';
import { DepthLine } from '../../rows/depth-line';
import { NumericField } from '../../rows/numeric-field';
import { PageFieldScope } from '../../rows/page-field-scope';
import { RowSectionBlock } from '../../rows/row-section-block';
import { TextField } from '../../rows/text-field';
import { numberOf, useReportDepths } from '../../rows/use-report-depths';
import { useRowSection } from '../../rows/use-row-section';
import type { BcrFormValues } from '../../wizard/bcr-form-values';
import { useBcrWizard } from '../../wizard/wizard-context';
import { newBackfillRow } from './backfill-rows';
import { CheckboxField } from './checkbox-field';

const SECTION = 'workPartlyBackfilled.rows';
/**
 * The fill rows' table and panel. Their name holds neither "Fill Type" nor "Work Partly Backfilled": the
 * table's region and the panel are named by it, so a field looked up by either label would find them too.
 */
const FILLS_TITLE = 'Backfill';
const depthLimit = DIGIT_LIMITS.workPartlyBackfilled.depth;

// The table's columns live in the domain: the PDF prints the same list (issue 10).
const COLUMNS = BACKFILL_COLUMNS;

/** The work's own fields: original depth, partly backfilled (set by the depths), abandoned and how, casing left. */
function WorkFields({ abandoned }: { abandoned: boolean }) {
  return (
    <PageFieldScope>
      <div className="app-row-fields nsw-m-bottom-md">
        <NumericField name="workPartlyBackfilled.originalDepthOfWork" label="Original Depth of Work (m)" limit={depthLimit} />
        <CheckboxField
          name="workPartlyBackfilled.isWorkPartlyBackfilled"
          label="Work Partly Backfilled"
          helper="Set automatically when the drilled depth is greater than the completed depth, or fill rows exist"
          locked
        />
        <CheckboxField name="workPartlyBackfilled.isWorkAbandoned" label="Work Abandoned" />
        {abandoned ? <TextField name="workPartlyBackfilled.methodOfAbandonment" label="Method of Abandonment" /> : null}
        <NumericField name="workPartlyBackfilled.casingLeftInTheWorkFrom" label="Casing Left in the Work From (m)" limit={depthLimit} />
        <NumericField name="workPartlyBackfilled.casingLeftInTheWorkTo" label="Casing Left in the Work To (m)" limit={depthLimit} />
      </div>
    </PageFieldScope>
  );
}

function FillFields({ fromLocked }: { fromLocked: boolean }) {
  return (
    <>
      <CodeSelect name="fillType" label="Fill Type" options={BACKFILL_FILL_TYPES} required />
      <NumericField name="fromDepth" label="From Depth (m)" limit={depthLimit} required locked={fromLocked} />
      <NumericField name="toDepth" label="To Depth (m)" limit={depthLimit} required />
    </>
  );
}

/**
 * Work Partly Backfilled / Abandoned (spec 2 section 2): the work's fields, then the fill rows edited in a
 * panel. The first row starts spanning completed to drilled depth and a later one at the previous "To"; for
 * roles other than the driller the depths chain (the next "From" follows the previous "To"), the driller
 * types them freely; the last "To" must reach the sump (the rule's message).
 */
export function WorkPartlyBackfilledPage() {
  const { context, issues } = useBcrWizard();
  const { setValue } = useFormContext<BcrFormValues>();
  const { completedDepth, drilledDepth } = useReportDepths();
  const [header, sumpTo] = useWatch<BcrFormValues>({ name: ['workPartlyBackfilled', 'casingSupport.sumpInstalledTo'] }) as [
    BcrFormValues['workPartlyBackfilled'],
    unknown,
  ];
  const driller = isDrillerRole(context);
  const fromEditable = (position: number) => driller || isFromDepthEditable('workPartlyBackfilled', position, context.roleId, context.workType);
  const rows = useRowSection<BackfillRow>({
    section: SECTION,
    schema: backfillRowSchema,
    newRow: (previous) => newBackfillRow(previous, { completedDepth, drilledDepth }),
    check: (list) => workPartlyBackfilledIssues({ ...workPartlyBackfilledSchema.parse({}), rows: list }, drilledDepth, numberOf(sumpTo), context),
    issues,
    fromLink: driller ? undefined : { fromKey: 'fromDepth', toKey: 'toDepth', editable: fromEditable },
  });
  const active = workPartlyBackfilledActive(completedDepth, drilledDepth, rows.rows);
  const marked = header?.isWorkPartlyBackfilled === true;
  useEffect(() => {
    // Spec 2 section 4: the mark follows the depths and the rows; nobody types it.
    if (active !== marked) setValue('workPartlyBackfilled.isWorkPartlyBackfilled', active, { shouldDirty: true });
  }, [active, marked, setValue]);

  return (
    <>
      <DepthLine workType={context.workType} />
      <WorkFields abandoned={header?.isWorkAbandoned === true} />
      <RowSectionBlock
        title={FILLS_TITLE}
        section={SECTION}
        rows={rows}
        columns={COLUMNS}
        variant="panel"
        fields={(editor) => <FillFields fromLocked={!fromEditable(editor.position)} />}
      />
    </>
  );
}
