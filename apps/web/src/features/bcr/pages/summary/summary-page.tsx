import { useFormContext, useWatch } from 'react-hook-form';
import {
  BORE_TYPES,
  DIGIT_LIMITS,
  HOLE_TYPE,
  HOUR_OPTIONS,
  MINUTE_OPTIONS,
  SALINITY_UNITS,
  SITE_CHOSEN_BY,
  isAmendedWork,
  isDecommissionWork,
  isRegulator,
} from '@driller/domain';
import { ReadOnlyValue } from '../../../../components/ui/form-field';
import type { BcrFormValues } from '../../wizard/bcr-form-values';
import { DateField, NumberField, SelectField, TextField, type SelectOption } from '../../wizard/form-fields';
import { useBcrWizard } from '../../wizard/wizard-context';

const L = DIGIT_LIMITS.summary;
const BORE_TYPE_OPTIONS: SelectOption[] = BORE_TYPES.map((t) => ({ value: t.id, label: t.name }));
const SITE_OPTIONS: SelectOption[] = SITE_CHOSEN_BY.map((s) => ({ value: s, label: s }));
const UNIT_OPTIONS: SelectOption[] = SALINITY_UNITS.map((u) => ({ value: u, label: u }));
// Hours and minutes are numbers in the summary; the lists show them two-digit (00 to 23, 00 to 59).
const HOUR_SELECT: SelectOption[] = HOUR_OPTIONS.map((h) => ({ value: Number(h), label: h }));
const MINUTE_SELECT: SelectOption[] = MINUTE_OPTIONS.map((m) => ({ value: Number(m), label: m }));

/** Spec 2 page 1 "salinity TDS (mg/L)": the label names the unit chosen beside it, mg/L until ppm is chosen. */
function salinityTdsLabel(unit: unknown): string {
  return `Salinity TDS (${SALINITY_UNITS.find((u) => u === unit) ?? SALINITY_UNITS[0]})`;
}

/**
 * Page 1 (spec 2): completion, depth, who drilled it, the bore type and the final measurements. Which
 * dates show depends on the work type (amended, decommission) and the role (received date: regulator).
 */
export function SummaryPage() {
  const { work, context } = useBcrWizard();
  const { control } = useFormContext<BcrFormValues>();
  const contractor = useWatch({ control, name: 'summary.contractor' });
  const driller = useWatch({ control, name: 'summary.driller' });
  const salinityUnit = useWatch({ control, name: 'summary.finalSalinityUOM' });
  const amended = isAmendedWork(context.workType);
  const decommission = isDecommissionWork(context.workType);

  return (
    <>
      <section className="app-work-section app-bcr-first-section" aria-labelledby="summary-completion-heading">
        <h3 id="summary-completion-heading">Completion</h3>
        <div className="app-form-grid">
          {amended ? <DateField path="summary.originalCompletionDate" label="Original Completion Date" required /> : null}
          {decommission ? <DateField path="summary.decommissionedDate" label="Decommissioned Date" required /> : null}
          {isRegulator(context) ? <DateField path="summary.receivedDate" label="Received Date" /> : null}
          <DateField path="summary.completionDate" label="Completion Date" required={!decommission} />
          <NumberField path="summary.completedDepth" label="Completed Depth (m)" required={!decommission} limit={L.completedDepth} />
          <SelectField path="summary.boreTypeId" label="Bore Type" required options={BORE_TYPE_OPTIONS} />
        </div>
        {amended ? <TextField path="summary.amendedComments" label="Amended Comments" required multiline /> : null}
      </section>

      <section className="app-work-section" aria-labelledby="summary-drilled-by-heading">
        <h3 id="summary-drilled-by-heading">Drilled by</h3>
        <dl className="app-readonly-list">
          <ReadOnlyValue label="Drilling Company" value={contractor} named />
          <ReadOnlyValue label="Driller Name" value={driller} named />
        </dl>
        <div className="app-form-grid">
          <TextField path="summary.assistantDriller" label="Assistant Driller(s)" helper="Names separated by commas" />
          <SelectField path="summary.siteChosenBy" label="Site Chosen By" options={SITE_OPTIONS} />
          {work.hasMonitoringHoles ? (
            <NumberField
              path="summary.elevation"
              label="Elevation (m)"
              limit={L.elevation}
              disabled={work.holeType === HOLE_TYPE.pilot}
            />
          ) : null}
        </div>
      </section>

      <fieldset className="app-work-section app-bcr-box">
        <legend>Final Measurements</legend>
        <div className="app-form-grid">
          <NumberField path="summary.finalYield" label="Yield (L/s)" limit={L.finalYield} />
          <NumberField path="summary.finalSWL" label="SWL (m)" limit={L.finalSWL} />
          <NumberField path="summary.finalSalinity" label={salinityTdsLabel(salinityUnit)} limit={L.finalSalinity} />
          <SelectField path="summary.finalSalinityUOM" label="Salinity Unit" options={UNIT_OPTIONS} />
          <NumberField path="summary.finalSalinityConductivity" label="Salinity Conductivity (uS/cm)" limit={L.finalSalinityConductivity} />
          <NumberField path="summary.finalDDL" label="DDL (m)" limit={L.finalDDL} />
          <SelectField path="summary.finalDurationHour" label="Duration Hours" options={HOUR_SELECT} />
          <SelectField path="summary.finalDurationMin" label="Duration Minutes" options={MINUTE_SELECT} />
        </div>
      </fieldset>
    </>
  );
}
