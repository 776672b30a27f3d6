import { useWatch } from 'react-hook-form';
import {
  COLOURS,
  COLOUR_OTHER_ID,
  DIGIT_LIMITS,
  GRAIN_SIZES,
  ROCK_TYPES,
  TEXTURES,
  defaultFromDepth,
  isExcavatedWork,
  isFromDepthEditable,
  isRegulator,
  lithologyIssues,
  lithologyRowSchema,
  pageTitle,
  type LithologyRow,
  LITHOLOGY_COLUMNS,
} from '@driller/domain';
import { CodeSelect } from '../../rows/code-select';
import { DepthLine } from '../../rows/depth-line';
import { NumericField } from '../../rows/numeric-field';
import { RowSectionBlock } from '../../rows/row-section-block';
import { TextField } from '../../rows/text-field';
import { useReportDepths } from '../../rows/use-report-depths';
import { useRowSection } from '../../rows/use-row-section';
import { useBcrWizard } from '../../wizard/wizard-context';

// The table's columns live in the domain: the PDF prints the same list (issue 10).
const COLUMNS = LITHOLOGY_COLUMNS;

/** The modal's fields; "Colour Other" asks only when the colour is Other. */
function LithologyFields({ fromLocked, relaxed }: { fromLocked: boolean; relaxed: boolean }) {
  const colour = useWatch({ name: 'colour' }) as unknown;
  return (
    <>
      <NumericField name="depthFrom" label="Depth From (m)" limit={DIGIT_LIMITS.depth} required locked={fromLocked} />
      <NumericField name="depthTo" label="Depth To (m)" limit={DIGIT_LIMITS.depth} required />
      <CodeSelect name="rockType" label="Rock Type" options={ROCK_TYPES} required={!relaxed} />
      <CodeSelect name="colour" label="Colour" options={COLOURS} />
      {Number(colour) === COLOUR_OTHER_ID ? <TextField name="colourOther" label="Colour Other" /> : null}
      <CodeSelect name="grainSize" label="Grain Size" options={GRAIN_SIZES} />
      <CodeSelect name="texture" label="Texture" options={TEXTURES} />
      <div className="app-row-fields__wide">
        <TextField name="additionalInformation" label="Additional Information" multiline />
      </div>
    </>
  );
}

/**
 * Page 3 Lithology (spec 2): depth from/to, rock type, colour (and other), grain size, texture and
 * additional information, rows edited in a modal; depths chained to the drilled (or excavated) depth.
 */
export function LithologyPage() {
  const { context, issues } = useBcrWizard();
  const depths = useReportDepths();
  const limits = isExcavatedWork(context.workType)
    ? { maxDepth: depths.excavatedDepth, maxDepthName: 'Excavated Depth' }
    : { maxDepth: depths.drilledDepth, maxDepthName: 'Drilled Depth' };
  const fromEditable = (index: number) => isFromDepthEditable('lithology', index, context.roleId, context.workType);
  const rows = useRowSection<LithologyRow>({
    section: 'lithology',
    schema: lithologyRowSchema,
    newRow: (previous) =>
      lithologyRowSchema.parse({ status: 'new', depthFrom: defaultFromDepth(context.roleId, previous?.depthTo, previous === undefined) }),
    check: (list) => lithologyIssues(list, limits, context),
    issues,
    fromLink: { fromKey: 'depthFrom', toKey: 'depthTo', editable: fromEditable },
  });
  return (
    <>
      <DepthLine workType={context.workType} />
      <RowSectionBlock
        title={pageTitle('lithology')}
        section="lithology"
        rows={rows}
        columns={COLUMNS}
        fields={(editor) => <LithologyFields fromLocked={!fromEditable(editor.index)} relaxed={isRegulator(context)} />}
      />
    </>
  );
}
