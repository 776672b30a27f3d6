import { useWatch } from 'react-hook-form';
import {
  ANNULUS_FILL_TYPES,
  BCR_MESSAGES,
  DIGIT_LIMITS,
  PLACEMENT_METHODS,
  QUANTITY_UNITS,
  annulusEditable,
  annulusFillSealRowSchema,
  annulusIssues,
  defaultFromDepth,
  isFromDepthEditable,
  isRegulator,
  pageTitle,
  type AnnulusFillSealRow,
  type GravelPackRow,
  type RowBase,
  ANNULUS_FILL_SEAL_COLUMNS,
  ANNULUS_FILL_SEAL_HYDSTRA_COLUMNS,
} from '@driller/domain';
import { InPageAlert } from '../../../../components/ui/in-page-alert';
import { ApplicableSection } from '../../rows/applicable-section';
import { CodeSelect } from '../../rows/code-select';
import { DepthLine } from '../../rows/depth-line';
import { NumericField } from '../../rows/numeric-field';
import { RowSectionBlock } from '../../rows/row-section-block';
import type { RowView } from '../../rows/row-list';
import type { RowColumn } from '../../rows/row-table';
import { TextField } from '../../rows/text-field';
import { useReportDepths } from '../../rows/use-report-depths';
import { useRowSection } from '../../rows/use-row-section';
import type { BcrFormValues } from '../../wizard/bcr-form-values';
import { useBcrWizard } from '../../wizard/wizard-context';

const QUANTITY_UNIT_OPTIONS = QUANTITY_UNITS.map((u) => ({ id: u, name: u }));

// The table's columns live in the domain: the PDF prints the same list (issue 10).
const COLUMNS = ANNULUS_FILL_SEAL_COLUMNS;
const HYDSTRA_COLUMNS = ANNULUS_FILL_SEAL_HYDSTRA_COLUMNS;

/** The spec's "sequence" column: the fill's place in the list, as the save numbers it. */
function withSequence(columns: readonly RowColumn<AnnulusFillSealRow>[], views: readonly RowView[]): RowColumn<AnnulusFillSealRow>[] {
  const sequence: RowColumn<AnnulusFillSealRow> = {
    key: 'sequence',
    header: 'Sequence',
    format: (_row, index) => views.find((v) => v.index === index)?.number ?? '',
  };
  return [...columns.slice(0, 4), sequence, ...columns.slice(4)];
}

function AnnulusFields({ fromLocked, relaxed, hydstra }: { fromLocked: boolean; relaxed: boolean; hydstra: boolean }) {
  const L = DIGIT_LIMITS.annulus;
  return (
    <>
      <CodeSelect name="fillType" label="Fill Type" options={ANNULUS_FILL_TYPES} required={!relaxed} />
      <NumericField name="from" label="From (m)" limit={L.depth} required locked={fromLocked} />
      <NumericField name="to" label="To (m)" limit={L.depth} required />
      <TextField name="groutMixComposition" label="Grout Mix Composition" />
      <CodeSelect name="methodOfPlacement" label="Method of Placement" options={PLACEMENT_METHODS} />
      <NumericField name="quantity" label="Quantity" limit={L.quantity} />
      <CodeSelect name="quantityUOM" label="Unit" options={QUANTITY_UNIT_OPTIONS} />
      {hydstra ? (
        <>
          <NumericField name="insdiam" label="Inside Diameter (mm)" limit={L.diameter} />
          <NumericField name="outdiam" label="Outside Diameter (mm)" limit={L.diameter} />
        </>
      ) : null}
    </>
  );
}

/** The rows, once the section may be entered: after the Bore Construction Design (or by the regulator). */
function AnnulusRows() {
  const { context, issues, view } = useBcrWizard();
  const { completedDepth } = useReportDepths();
  // Rows in the form are as the row editor parsed them (numbers), so the rules read them as they are.
  const gravelPack = useWatch<BcrFormValues>({ name: 'gravelPack' }) as GravelPackRow[] | undefined;
  const fromEditable = (position: number) => isFromDepthEditable('annulusFillSeal', position, context.roleId, context.workType);
  const rows = useRowSection<AnnulusFillSealRow>({
    section: 'annulusFillSeal',
    schema: annulusFillSealRowSchema,
    newRow: (previous) =>
      annulusFillSealRowSchema.parse({ status: 'new', from: defaultFromDepth(context.roleId, previous?.to, previous === undefined) }),
    check: (list) => annulusIssues(list, gravelPack ?? [], completedDepth, context),
    issues,
    fromLink: { fromKey: 'from', toKey: 'to', editable: fromEditable },
  });
  return (
    <>
      <DepthLine workType={context.workType} />
      <RowSectionBlock
        title={pageTitle('annulusFillSeal')}
        section="annulusFillSeal"
        rows={rows}
        columns={withSequence(view.hydstra ? [...COLUMNS, ...HYDSTRA_COLUMNS] : COLUMNS, rows.views)}
        fields={(editor) => (
          <AnnulusFields fromLocked={!fromEditable(editor.position)} relaxed={isRegulator(context)} hydstra={view.hydstra} />
        )}
      />
    </>
  );
}

/**
 * Annulus Fill / Seal (spec 2 section 2): Not Applicable / Applicable, then, once the Bore Construction
 * Design has casing, rows of fill type, depths, grout mix, method of placement and quantity edited in a
 * modal; a fill must not overlap the gravel pack (the rule's message shows under "From").
 */
export function AnnulusFillSealPage() {
  const { context } = useBcrWizard();
  const [annulus, casingLiner] = useWatch<BcrFormValues>({ name: ['annulusFillSeal', 'casingLiner'] }) as [RowBase[] | undefined, RowBase[] | undefined];
  return (
    <ApplicableSection mark="summary.annulusFillSealMarkNotApplicable" rows={annulus ?? []}>
      {annulusEditable(casingLiner ?? [], context) ? <AnnulusRows /> : <InPageAlert tone="info">{BCR_MESSAGES.annulusLocked}</InPageAlert>}
    </ApplicableSection>
  );
}
