import { useWatch } from 'react-hook-form';
import { DIGIT_LIMITS, WBZ_TEST_METHODS, YES_NO, thickness } from '@driller/domain';
import { CodeSelect } from '../../rows/code-select';
import { NumericField } from '../../rows/numeric-field';
import { CalculatedField, TextField, YesNoSelect } from '../../rows/text-field';
import { HourSelect, MinuteSelect } from '../../rows/time-selects';
import { numberOf } from '../../rows/use-report-depths';
import { DEVICE_OPTIONS, GRAIN_SIZE_NAMES, UNIT_OPTIONS } from './water-bearing-zone-columns';

const L = DIGIT_LIMITS.waterBearingZone;

export interface WaterBearingZoneFieldsProps {
  fromLocked: boolean;
  /** The cumulative yield of the visible rows above this one. */
  yieldAbove: number;
  hydstra: boolean;
}

/**
 * A zone's fields in its modal. Thickness (to minus from) and the cumulative yield (the running sum of
 * individual yields) follow what is typed; sieve analysis No hides and clears the modal grain size.
 */
export function WaterBearingZoneFields({ fromLocked, yieldAbove, hydstra }: WaterBearingZoneFieldsProps) {
  const [from, to, individual, sieve] = useWatch({ name: ['from', 'to', 'estimatedIndividualYield', 'seiveAnalysisOnStrata'] }) as unknown[];
  const own = numberOf(individual);
  const cumulative = Math.round((yieldAbove + (own ?? 0)) * 100) / 100;
  return (
    <>
      <NumericField name="from" label="From (m)" limit={DIGIT_LIMITS.depth} required locked={fromLocked} />
      <NumericField name="to" label="To (m)" limit={DIGIT_LIMITS.depth} required />
      <CalculatedField name="thickness" label="Thickness (m)" value={thickness(numberOf(from), numberOf(to))} />
      <NumericField name="swl" label="SWL (m)" limit={L.swl} />
      <NumericField name="estimatedIndividualYield" label="Estimated Individual Yield (L/s)" limit={L.yield} />
      <CalculatedField name="estimatedCumulativeYield" label="Cumulative Yield (L/s)" value={cumulative} />
      <NumericField name="fluidLossFrom" label="Fluid Loss From (m)" limit={DIGIT_LIMITS.depth} />
      <NumericField name="fluidLossTo" label="Fluid Loss To (m)" limit={DIGIT_LIMITS.depth} />
      <CodeSelect name="testMethod" label="Test Method" options={WBZ_TEST_METHODS} />
      <CodeSelect name="flowMeasuringDevice" label="Flow Measuring Device" options={DEVICE_OPTIONS} />
      <NumericField name="ddl" label="DDL (m)" limit={L.ddl} />
      <HourSelect name="durationHour" label="Duration Hours" />
      <MinuteSelect name="durationMin" label="Duration Minutes" />
      <NumericField name="salinityTds" label="Salinity TDS" limit={L.salinityTds} />
      <CodeSelect name="salinityUOM" label="Salinity Unit" options={UNIT_OPTIONS} />
      <NumericField name="salinityConductivity" label="Salinity Conductivity (uS/cm)" limit={L.salinityConductivity} />
      <YesNoSelect name="seiveAnalysisOnStrata" label="Sieve Analysis on Strata" />
      {Number(sieve) === YES_NO.yes ? (
        <CodeSelect name="seiveAnalysisModalGrain" label="Modal Grain Size" options={GRAIN_SIZE_NAMES} />
      ) : null}
      {hydstra ? (
        <>
          <TextField name="waterBearingZoneCategory" label="Category" />
          <TextField name="waterBearingZoneSalinity" label="Salinity" />
          <NumericField name="testDepth" label="Test Depth (m)" limit={DIGIT_LIMITS.depth} />
          <TextField name="yieldDescription" label="Yield Description" />
          <div className="app-row-fields__wide">
            <TextField name="comment" label="Comment" multiline />
          </div>
        </>
      ) : null}
    </>
  );
}
