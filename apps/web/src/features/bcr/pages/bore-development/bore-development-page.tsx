import { useFormContext, useWatch } from 'react-hook-form';
import {
  BORE_DEVELOPMENT_METHODS,
  DIGIT_LIMITS,
  YES_NO,
  availableDevelopmentMethods,
  boreDevelopmentIssues,
  boreDevelopmentRowSchema,
  pageTitle,
  type BoreDevelopmentRow,
  BORE_DEVELOPMENT_COLUMNS,
  BORE_DEVELOPMENT_HYDSTRA_COLUMNS,
} from '@driller/domain';
import { ApplicableSection } from '../../rows/applicable-section';
import { CodeSelect } from '../../rows/code-select';
import { NumericField } from '../../rows/numeric-field';
import { PageFieldScope } from '../../rows/page-field-scope';
import { RowSectionBlock } from '../../rows/row-section-block';
import { TextField, YesNoSelect } from '../../rows/text-field';
import { MinuteSelect } from '../../rows/time-selects';
import { numberOf } from '../../rows/use-report-depths';
import { useRowSection } from '../../rows/use-row-section';
import type { BcrFormValues } from '../../wizard/bcr-form-values';
import { useBcrWizard } from '../../wizard/wizard-context';

const SECTION = 'boreDevelopment.rows';

// The table's columns live in the domain: the PDF prints the same list (issue 10).
const COLUMNS = BORE_DEVELOPMENT_COLUMNS;
const HYDSTRA_COLUMNS = BORE_DEVELOPMENT_HYDSTRA_COLUMNS;

/** The row's fields; the method list leaves out the methods other rows use (spec 2 section 4). */
function DevelopmentRowFields({ methods, hydstra }: { methods: readonly { id: number; name: string }[]; hydstra: boolean }) {
  return (
    <>
      <CodeSelect name="boreDevelopmentMethod" label="Method" options={methods} required />
      <NumericField name="durationHour" label="Duration Hours" limit={DIGIT_LIMITS.boreDevelopment.durationHour} required />
      <MinuteSelect name="durationMin" label="Duration Minutes" />
      <NumericField name="sandContent" label="Sand Content (gms per cubic meter)" limit={DIGIT_LIMITS.boreDevelopment.sandContent} />
      {hydstra ? (
        <div className="app-row-fields__wide">
          <TextField name="details" label="Details" multiline />
        </div>
      ) : null}
    </>
  );
}

/** Chemical used and its name, shared by every row; the name is asked for once a chemical was used. */
function ChemicalFields({ chemicalUsed }: { chemicalUsed: number | null }) {
  const { setValue } = useFormContext<BcrFormValues>();
  // A name left behind a "No" would be saved unseen.
  const clearName = (value: unknown) => {
    if (value !== YES_NO.yes) setValue('boreDevelopment.name', null, { shouldDirty: true });
  };
  return (
    <PageFieldScope>
      <div className="app-row-fields nsw-m-bottom-md">
        <YesNoSelect name="boreDevelopment.chemicalUsed" label="Chemical Used" onChanged={clearName} />
        {chemicalUsed === YES_NO.yes ? <TextField name="boreDevelopment.name" label="Chemical Name" required /> : null}
      </div>
    </PageFieldScope>
  );
}

/**
 * Bore Development (spec 2 section 2): Not Applicable / Applicable, the shared chemical used and name,
 * then rows of method, duration and sand content edited in a panel under the table.
 */
export function BoreDevelopmentPage() {
  const { issues, view } = useBcrWizard();
  const { setValue } = useFormContext<BcrFormValues>();
  // Not Applicable hides the chemical: cleared here as the server clears it (domain boreDevelopmentAsMarked).
  const clearChemical = () => {
    setValue('boreDevelopment.chemicalUsed', null, { shouldDirty: true });
    setValue('boreDevelopment.name', null, { shouldDirty: true });
  };
  const [chemicalUsedValue, name] = useWatch<BcrFormValues>({ name: ['boreDevelopment.chemicalUsed', 'boreDevelopment.name'] }) as [unknown, string | null];
  const chemicalUsed = numberOf(chemicalUsedValue);
  const rows = useRowSection<BoreDevelopmentRow>({
    section: SECTION,
    schema: boreDevelopmentRowSchema,
    newRow: () => boreDevelopmentRowSchema.parse({ status: 'new' }),
    check: (list) => boreDevelopmentIssues({ chemicalUsed, name: name ?? null, rows: list }),
    issues,
  });
  return (
    <ApplicableSection mark="summary.boreDevelopmentMarkNotApplicable" rows={rows.rows} onNotApplicable={clearChemical}>
      <ChemicalFields chemicalUsed={chemicalUsed} />
      <RowSectionBlock
        title={pageTitle('boreDevelopment')}
        section={SECTION}
        rows={rows}
        columns={view.hydstra ? [...COLUMNS, ...HYDSTRA_COLUMNS] : COLUMNS}
        variant="panel"
        fields={(editor) => (
          <DevelopmentRowFields methods={availableDevelopmentMethods(BORE_DEVELOPMENT_METHODS, rows.rows, editor.index)} hydstra={view.hydstra} />
        )}
      />
    </ApplicableSection>
  );
}
