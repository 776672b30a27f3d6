import {
  DEFAULT_MINUTES,
  DIGIT_LIMITS,
  PUMPING_FLOW_MEASURING_DEVICES,
  PUMPING_TEST_TYPES,
  WBZ_TEST_METHODS,
  canAddPumpingTest,
  pageTitle,
  pumpingTestIssues,
  pumpingTestRowSchema,
  type PumpingTestRow,
  PUMPING_TEST_COLUMNS,
} from '@driller/domain';
import { CodeSelect } from '../../rows/code-select';
import { DateField } from '../../rows/date-field';
import { NumericField } from '../../rows/numeric-field';
import { PipeTabs, pipeTitle, usePipeChoice } from '../../rows/pipe-tabs';
import { RowSectionBlock } from '../../rows/row-section-block';
import { MinuteSelect } from '../../rows/time-selects';
import { useRowSection } from '../../rows/use-row-section';
import { useBcrWizard } from '../../wizard/wizard-context';
import { withAddRule } from './save-and-add';

const M = DIGIT_LIMITS.pumpingTest.measurement;
const H = DIGIT_LIMITS.pumpingTest.hours;

// The table's columns live in the domain: the PDF prints the same list (issue 10).
const COLUMNS = PUMPING_TEST_COLUMNS;

function PumpingTestFields() {
  return (
    <>
      <CodeSelect name="testType" label="Test Type" options={PUMPING_TEST_TYPES} required />
      <DateField name="date" label="Date" required />
      <NumericField name="pumpIntakeDepth" label="Pump Intake Depth (m)" limit={M} />
      <NumericField name="initialWaterLevel" label="Initial Water Level (m)" limit={M} />
      <NumericField name="pumpingRate" label="Pumping Rate (L/s)" limit={M} />
      <NumericField name="waterLevelAtEndOfPumping" label="Water Level at End of Pumping (m)" limit={M} />
      <NumericField name="durationOfTestHour" label="Duration of Test (hours)" limit={H} required />
      <MinuteSelect name="durationOfTestMin" label="Duration of Test (minutes)" required blank />
      <NumericField name="recoveryWaterLevel" label="Recovery Water Level (m)" limit={M} />
      <NumericField name="recoveryTimeTakenHour" label="Recovery Time Taken (hours)" limit={H} required />
      <MinuteSelect name="recoveryTimeTakenMin" label="Recovery Time Taken (minutes)" required blank />
      <NumericField name="heightOfMeasuringPoint" label="Height of Measuring Point (m)" limit={M} />
      <CodeSelect name="testMethodId" label="Test Method" options={WBZ_TEST_METHODS} />
      <CodeSelect name="flowMeasuringDeviceId" label="Flow Measuring Device" options={PUMPING_FLOW_MEASURING_DEVICES} />
    </>
  );
}

/**
 * Pumping Test (spec 2 section 2): the tests of the chosen pipe edited in a modal, each pipe its own list
 * (its first row offered by "Add row"); date not in the future, durations and recovery times in hours and
 * minutes.
 */
export function PumpingTestPage() {
  const { context, issues } = useBcrWizard();
  const { pipes, pipe, choose } = usePipeChoice();
  const rows = useRowSection<PumpingTestRow>({
    section: 'pumpingTest',
    schema: pumpingTestRowSchema,
    // Minutes start at 00 (spec 2 section 9, "default 00"); the hours are typed.
    newRow: () => pumpingTestRowSchema.parse({ status: 'new', pipeNo: pipe, durationOfTestMin: DEFAULT_MINUTES, recoveryTimeTakenMin: DEFAULT_MINUTES }),
    check: (list) => pumpingTestIssues(list, context),
    issues,
    subset: (row) => (row.pipeNo ?? 1) === pipe,
    addable: canAddPumpingTest,
  });
  return (
    <>
      <PipeTabs pipes={pipes} pipe={pipe} onChange={choose} />
      <RowSectionBlock
        key={pipe}
        title={pipeTitle(pageTitle('pumpingTest'), pipe, pipes)}
        section="pumpingTest"
        rows={withAddRule(rows)}
        columns={COLUMNS}
        wide
        fields={<PumpingTestFields />}
      />
    </>
  );
}
