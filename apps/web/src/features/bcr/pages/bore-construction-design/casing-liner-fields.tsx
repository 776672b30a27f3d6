import { useFormContext, useWatch } from 'react-hook-form';
import {
  BCR_MESSAGES,
  CASING_MATERIALS,
  DIGIT_LIMITS,
  METHODS_OF_FIXING,
  YES_NO,
  fillDiameters,
  isRegulator,
  type BcrContext,
} from '@driller/domain';
import { CodeSelect } from '../../rows/code-select';
import { NumericField } from '../../rows/numeric-field';
import { YesNoSelect } from '../../rows/text-field';
import { numberOf } from '../../rows/use-report-depths';

const L = DIGIT_LIMITS.casingLiner;

/**
 * A casing / liner row. Of OD, wall thickness and ID the missing one is filled from the other two once a
 * field is left, unless the focus moves into it (spec 2 "Automatic calculations"); From may be negative
 * (above surface level).
 */
export function CasingLinerFields({ context, fromLocked }: { context: BcrContext; fromLocked: boolean }) {
  const { getValues, setValue } = useFormContext();
  const centralisers = useWatch({ name: 'centralisersInstalled' }) as unknown;
  const strict = !isRegulator(context);
  // The field the user moves into is left to them: filled as they reach it, their typing would follow the figure.
  const fill = (entering: string | null) => {
    const [od, wallThickness, id] = getValues(['odmm', 'wallThickness', 'idmm']).map(numberOf);
    const filled = fillDiameters({ od: od ?? null, wallThickness: wallThickness ?? null, id: id ?? null });
    if (od === null && filled.od !== null && entering !== 'odmm') setValue('odmm', String(filled.od));
    if (wallThickness === null && filled.wallThickness !== null && entering !== 'wallThickness') setValue('wallThickness', String(filled.wallThickness));
    if (id === null && filled.id !== null && entering !== 'idmm') setValue('idmm', String(filled.id));
  };
  return (
    <>
      <CodeSelect name="material" label="Material" options={CASING_MATERIALS} required />
      <NumericField name="odmm" label="OD (mm)" limit={L.odmm} required={strict} onBlurred={fill} />
      <NumericField name="wallThickness" label="Wall Thickness (mm)" limit={L.wallThickness} required={strict} onBlurred={fill} />
      <NumericField name="idmm" label="ID (mm)" limit={L.idmm} required={strict} onBlurred={fill} />
      <NumericField name="from" label="From (m)" limit={L.from} required locked={fromLocked} helper={BCR_MESSAGES.aboveSurfaceLevelHint} />
      <NumericField name="to" label="To (m)" limit={L.to} required />
      <CodeSelect name="methodFixing" label="Method of Fixing" options={METHODS_OF_FIXING} required={strict} />
      {/* A spacing left behind a "No" would be saved unseen. */}
      <YesNoSelect
        name="centralisersInstalled"
        label="Centralisers Installed"
        onChanged={(value) => {
          if (Number(value) !== YES_NO.yes) setValue('centraliserSpacing', null);
        }}
      />
      {Number(centralisers) === YES_NO.yes ? (
        <NumericField name="centraliserSpacing" label="Centraliser Spacing (m)" limit={L.centraliserSpacing} required />
      ) : null}
    </>
  );
}
