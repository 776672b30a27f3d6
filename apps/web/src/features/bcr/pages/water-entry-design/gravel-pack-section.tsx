import { useWatch } from 'react-hook-form';
import {
  BCR_MESSAGES,
  BENTONITE_GROUT_SEAL_OPTIONS,
  DIGIT_LIMITS,
  PLACEMENT_METHODS,
  QUANTITY_UNITS,
  activeRows,
  gravelOptions,
  gravelPackIssues,
  gravelPackRowSchema,
  hasArtificialGravelPack,
  isFromDepthEditable,
  isRegulator,
  isSealRow,
  type GravelPackRow,
  type WaterEntryDesignRow,
  GRAVEL_PACK_COLUMNS,
  GRAVEL_PACK_HYDSTRA_COLUMNS,
} from '@driller/domain';
import { InPageAlert } from '../../../../components/ui/in-page-alert';
import { CodeSelect } from '../../rows/code-select';
import { NumericField } from '../../rows/numeric-field';
import { PageFieldScope } from '../../rows/page-field-scope';
import { RowSectionBlock } from '../../rows/row-section-block';
import { useRowSection } from '../../rows/use-row-section';
import { useBcrWizard } from '../../wizard/wizard-context';

const L = DIGIT_LIMITS.gravelPack;
const TITLE = 'Gravel Pack';
const UNITS = QUANTITY_UNITS.map((u) => ({ id: u, name: u }));

// The table's columns live in the domain: the PDF prints the same list (issue 10).
const COLUMNS = GRAVEL_PACK_COLUMNS;
const HYDSTRA_COLUMNS = GRAVEL_PACK_HYDSTRA_COLUMNS;

function GravelPackFields({ fromLocked, hydstra }: { fromLocked: boolean; hydstra: boolean }) {
  const { roleId } = useBcrWizard().context;
  const options = gravelOptions(roleId);
  const seal = isSealRow({ bentoniteGroutSealId: (useWatch({ name: 'bentoniteGroutSealId' }) as number | null) ?? null });
  const gravelRequired = !seal && !isRegulator({ roleId });
  return (
    <>
      <CodeSelect name="gravelTypeId" label="Type" options={options.types} required={gravelRequired} />
      <CodeSelect name="gravelGradeId" label="Grade" options={options.grades} required={gravelRequired} />
      <CodeSelect name="bentoniteGroutSealId" label="Bentonite/Grout Seal" options={BENTONITE_GROUT_SEAL_OPTIONS} />
      <NumericField name="grainSizeFrom" label="Grain Size From (mm)" limit={L.grainSize} />
      <NumericField name="grainSizeTo" label="Grain Size To (mm)" limit={L.grainSize} />
      <NumericField name="depthFrom" label="Depth From (m)" limit={L.depth} required locked={fromLocked} />
      <NumericField name="depthTo" label="Depth To (m)" limit={L.depth} required />
      <NumericField name="quantity" label="Quantity" limit={L.quantity} />
      <CodeSelect name="quantityUOM" label="Unit" options={UNITS} />
      {hydstra ? (
        <>
          <NumericField name="insdiam" label="Inside Diameter (mm)" limit={L.diameter} />
          <NumericField name="outdiam" label="Outside Diameter (mm)" limit={L.diameter} />
        </>
      ) : null}
    </>
  );
}

/**
 * The Gravel Pack sub-table of Water Entry Design (spec 2 section 2): shown once a water entry row has
 * Artificial Gravel Pack (and while rows remain without one, to remove them), with the method of
 * placement shared by its rows; otherwise a hint says how to enter it. Depths chain from the previous
 * row; add-next is offered on saved rows only.
 */
export function GravelPackSection({ waterEntryRows }: { waterEntryRows: readonly WaterEntryDesignRow[] }) {
  const { context, issues, view } = useBcrWizard();
  const fromEditable = (position: number) => isFromDepthEditable('gravelPack', position, context.roleId, context.workType);
  const rows = useRowSection<GravelPackRow>({
    section: 'gravelPack',
    schema: gravelPackRowSchema,
    newRow: (previous) => gravelPackRowSchema.parse({ status: 'new', depthFrom: previous?.depthTo ?? null }),
    check: (list) => gravelPackIssues(list, context),
    issues,
    existingOnly: true,
    fromLink: { fromKey: 'depthFrom', toKey: 'depthTo', editable: fromEditable },
  });
  const artificial = hasArtificialGravelPack(waterEntryRows);
  return (
    <div className="app-gravel-pack">
      <h3>{TITLE}</h3>
      {artificial ? null : <InPageAlert tone="info">{BCR_MESSAGES.gravelPackHint}</InPageAlert>}
      {artificial || activeRows(rows.rows).length > 0 ? (
        <>
          <PageFieldScope>
            <div className="app-row-fields nsw-m-bottom-md">
              <CodeSelect name="methodOfPlacementOfGravelPack" label="Method of Placement" options={PLACEMENT_METHODS} />
            </div>
          </PageFieldScope>
          <RowSectionBlock
            title={TITLE}
            section="gravelPack"
            rows={rows}
            columns={view.hydstra ? [...COLUMNS, ...HYDSTRA_COLUMNS] : COLUMNS}
            wide
            fields={(editor) => <GravelPackFields fromLocked={!fromEditable(editor.position)} hydstra={view.hydstra} />}
          />
        </>
      ) : null}
    </div>
  );
}
