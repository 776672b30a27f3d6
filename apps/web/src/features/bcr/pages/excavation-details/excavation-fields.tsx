import { useFormContext, useWatch } from 'react-hook-form';
import {
  BCR_MESSAGES,
  BORE_SHAPE,
  BORE_SHAPE_OPTIONS,
  DIGIT_LIMITS,
  EXCAVATION_METHODS,
  EXCAVATION_OR_LINING,
  EXCAVATION_OR_LINING_OPTIONS,
  LINING_MATERIALS,
  canChangeBoreShape,
  changeBoreShape,
  changeExcavationOrLining,
  newExcavationRow,
  withNoneOption,
  type ExcavationRow,
  type RoleId,
} from '@driller/domain';
import { useDialogs } from '../../../../components/ui/dialogs/dialog-context';
import { CodeSelect } from '../../rows/code-select';
import { NumericField } from '../../rows/numeric-field';

const L = DIGIT_LIMITS.excavation;

export interface ExcavationFieldsProps {
  roleId: RoleId;
  index: number;
  isNew: boolean;
  fromLocked: boolean;
  /** The visible rows above this one (a new row's From comes from the last of its kind). */
  rowsAbove: readonly ExcavationRow[];
}

/**
 * An excavation or lining row (spec 2 "Excavation"): changing the kind clears the other kind's method or
 * material (and moves a new row's From to the last row of that kind); changing the shape clears the other
 * shape's dimensions; only the first row's shape may change.
 */
export function ExcavationFields({ roleId, index, isNew, fromLocked, rowsAbove }: ExcavationFieldsProps) {
  const { getValues, setValue } = useFormContext();
  const { alert } = useDialogs();
  const [kind, shape] = useWatch({ name: ['excavationOrLining', 'boreShapeType'] }) as unknown[];
  const firstShape = rowsAbove[0]?.boreShapeType ?? null;

  const apply = (next: ExcavationRow, keys: readonly (keyof ExcavationRow)[]) => {
    for (const key of keys) setValue(key, next[key], { shouldDirty: true });
  };
  const onKind = (value: number | string | null) => {
    const row = getValues() as ExcavationRow;
    apply(changeExcavationOrLining(row, Number(value)), ['material', 'drillingMethod']);
    if (isNew && fromLocked && value !== null) setValue('from', newExcavationRow(rowsAbove, Number(value)).from);
  };
  const onShape = (value: number | string | null) => {
    if (!canChangeBoreShape(index) && firstShape !== null && Number(value) !== firstShape) {
      setValue('boreShapeType', firstShape);
      void alert(BCR_MESSAGES.boreShapeChange);
      return;
    }
    apply(changeBoreShape(getValues() as ExcavationRow, Number(value)), ['length', 'width', 'diameter']);
  };

  return (
    <>
      <CodeSelect name="excavationOrLining" label="Excavation or Lining" options={withNoneOption(EXCAVATION_OR_LINING_OPTIONS, roleId)} required onChanged={onKind} />
      <CodeSelect name="boreShapeType" label="Bore Shape" options={withNoneOption(BORE_SHAPE_OPTIONS, roleId)} required onChanged={onShape} />
      {Number(kind) === EXCAVATION_OR_LINING.lining ? (
        <CodeSelect name="material" label="Material" options={LINING_MATERIALS} required />
      ) : (
        <CodeSelect name="drillingMethod" label="Drilling Method" options={EXCAVATION_METHODS} required={Number(kind) === EXCAVATION_OR_LINING.excavation} />
      )}
      <NumericField name="from" label="From (m)" limit={L.excavationDepth} required locked={fromLocked} />
      <NumericField name="to" label="To (m)" limit={L.excavationDepth} required />
      {Number(shape) === BORE_SHAPE.rectangular ? (
        <>
          <NumericField name="length" label="Length (m)" limit={L.dimension} required />
          <NumericField name="width" label="Width (m)" limit={L.dimension} required />
        </>
      ) : null}
      {Number(shape) === BORE_SHAPE.round ? <NumericField name="diameter" label="Diameter (mm)" limit={L.dimension} required /> : null}
    </>
  );
}
