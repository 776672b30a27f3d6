import {
  BCR_MESSAGES,
  DIGIT_LIMITS,
  disinfectionIssues,
  disinfectionRowSchema,
  isRegulator,
  pageTitle,
  type DisinfectionRow,
  DISINFECTION_COLUMNS,
  DISINFECTION_HYDSTRA_COLUMNS,
} from '@driller/domain';
import { ApplicableSection } from '../../rows/applicable-section';
import { DateField } from '../../rows/date-field';
import { NumericField } from '../../rows/numeric-field';
import { RowSectionBlock } from '../../rows/row-section-block';
import { TextField } from '../../rows/text-field';
import { useRowSection } from '../../rows/use-row-section';
import { useBcrWizard } from '../../wizard/wizard-context';

// The table's columns live in the domain: the PDF prints the same list (issue 10).
const COLUMNS = DISINFECTION_COLUMNS;
const HYDSTRA_COLUMNS = DISINFECTION_HYDSTRA_COLUMNS;

/** The panel's fields; the regulator's lenient mode needs any one of the three (spec 2 section 5). */
function DisinfectionFields({ lenient, hydstra }: { lenient: boolean; hydstra: boolean }) {
  return (
    <>
      {lenient ? <p className="app-row-fields__wide">{BCR_MESSAGES.anyFieldRequired}</p> : null}
      <TextField name="chemicalsUsed" label="Chemicals Used" required={!lenient} />
      <NumericField name="quantityApplied" label="Quantity Applied (litres)" limit={DIGIT_LIMITS.disinfection.quantityApplied} required={!lenient} />
      <TextField name="methodOfApplication" label="Method of Application" required={!lenient} />
      {hydstra ? <DateField name="treatmentDate" label="Treatment Date" /> : null}
    </>
  );
}

/**
 * Disinfection on Completion (spec 2 section 2): Not Applicable / Applicable, then rows of chemicals
 * used, quantity applied and method of application edited in a panel under the table; the treatment
 * date only on a hydstra record.
 */
export function DisinfectionPage() {
  const { context, issues, view } = useBcrWizard();
  const lenient = isRegulator(context);
  const rows = useRowSection<DisinfectionRow>({
    section: 'disinfection',
    schema: disinfectionRowSchema,
    newRow: () => disinfectionRowSchema.parse({ status: 'new' }),
    check: (list) => disinfectionIssues(list, context),
    issues,
  });
  return (
    <ApplicableSection mark="summary.disinfectionOnCompletionMarkNotApplicable" rows={rows.rows}>
      <RowSectionBlock
        title={pageTitle('disinfection')}
        section="disinfection"
        rows={rows}
        columns={view.hydstra ? [...COLUMNS, ...HYDSTRA_COLUMNS] : COLUMNS}
        variant="panel"
        fields={<DisinfectionFields lenient={lenient} hydstra={view.hydstra} />}
      />
    </ApplicableSection>
  );
}
