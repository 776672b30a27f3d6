import { useFormContext, useWatch } from 'react-hook-form';
import {
  BCR_MESSAGES,
  CASING_MATERIALS,
  DIGIT_LIMITS,
  METHODS_OF_FIXING,
  OPENING_TYPES,
  SCREEN_TYPE,
  SCREEN_TYPES,
  SLOT_ALIGNMENTS,
  STABILISING_FILL_TYPES,
  WATER_ENTRY_DESIGN_TYPES,
  changeOpeningType,
  changeScreenType,
  changeWaterEntryDesignType,
  fillDiameters,
  openingFields,
  type WaterEntryDesignRow,
} from '@driller/domain';
import { CodeSelect } from '../../rows/code-select';
import { DateField } from '../../rows/date-field';
import { NumericField } from '../../rows/numeric-field';
import { TextField } from '../../rows/text-field';
import { numberOf } from '../../rows/use-report-depths';
import { draftChanges } from './draft-changes';

const L = DIGIT_LIMITS.waterEntryDesign;
const ALIGNMENTS = SLOT_ALIGNMENTS.map((a) => ({ id: a, name: a }));

export interface WaterEntryFieldsProps {
  fromLocked: boolean;
  /** The regulator's relaxed rules need only From and To. */
  relaxed: boolean;
  /** The alteration variant records no water bearing zone for a screen. */
  zoneRequired: boolean;
  hydstra: boolean;
  /** The report's water bearing zones a screen can name. */
  zones: readonly { id: number; label: string }[];
  /** Every water entry design row (the design type copies the last casing's material and fixing). */
  rows: readonly WaterEntryDesignRow[];
}

/** The draft's edits by the domain's rules (spec 2 section 4), written into the modal's own form. */
function useDraftEdit() {
  const { getValues, setValue } = useFormContext();
  return (edit: (draft: WaterEntryDesignRow) => WaterEntryDesignRow) => {
    const draft = getValues() as WaterEntryDesignRow;
    for (const [key, value] of draftChanges(draft, edit(draft))) setValue(key, value);
  };
}

/** The screen-only fields: design type, zone, opening, fill, and the aperture or slot fields the opening shows. */
function ScreenFields({ required, zoneRequired, zones, rows }: { required: boolean } & Pick<WaterEntryFieldsProps, 'zoneRequired' | 'zones' | 'rows'>) {
  const edit = useDraftEdit();
  const label = useWatch({ name: 'openingTypeLabel' }) as string | null;
  const show = openingFields(label);
  const zoneOptions = zones.map((z) => ({ id: z.id, name: z.label }));
  return (
    <>
      <CodeSelect
        name="waterEntryDesignType"
        label="Water Entry Design Type"
        options={WATER_ENTRY_DESIGN_TYPES}
        required={required}
        onChanged={(type) => edit((d) => changeWaterEntryDesignType(d, Number(type), rows))}
      />
      <CodeSelect
        name="waterBearingZoneId"
        label="Water Bearing Zone"
        options={zoneOptions}
        required={required && zoneRequired}
        onChanged={(id) => edit((d) => ({ ...d, waterBearingZone: zones.find((z) => z.id === id)?.label ?? null }))}
      />
      <CodeSelect
        name="openingType"
        label="Opening Type"
        options={OPENING_TYPES}
        required={required}
        onChanged={(id) => edit((d) => changeOpeningType(d, id === null ? null : Number(id), OPENING_TYPES.find((o) => o.id === id)?.name ?? null))}
      />
      <CodeSelect name="stabilisingFillTypeId" label="Stabilising Fill Type" options={STABILISING_FILL_TYPES} />
      {show.screen ? (
        <>
          <NumericField name="screenAperture" label="Screen Aperture (mm)" limit={L.screenAperture} required={required} />
          <NumericField name="screenWireThickness" label="Wire Thickness (mm)" limit={L.screenWireThickness} />
        </>
      ) : null}
      {show.slot ? (
        <>
          <NumericField name="slotLength" label="Slot Length (mm)" limit={L.slotLength} required={required} />
          <NumericField name="slotWidth" label="Slot Width (mm)" limit={L.slotWidth} required={required} />
          <CodeSelect name="slotAlignment" label="Slot Alignment" options={ALIGNMENTS} required={required} />
          <NumericField name="slotSpacing" label="Slot Spacing (mm)" limit={L.slotSpacing} />
        </>
      ) : null}
    </>
  );
}

function HydstraFields() {
  return (
    <>
      <TextField name="wdstatus" label="Status" />
      <DateField name="statusDate" label="Status Date" />
      <CodeSelect name="material2" label="Material 2" options={CASING_MATERIALS} />
      <CodeSelect name="openingMaterial" label="Opening Material" options={CASING_MATERIALS} />
      <div className="app-row-fields__wide">
        <TextField name="comment" label="Comment" multiline />
      </div>
    </>
  );
}

/**
 * The water entry design modal's fields. Changing the type, the design type or the opening type applies
 * the domain's edits (fields that no longer apply are cleared); of OD, wall thickness and ID the missing
 * one is filled when a field is left, unless the focus moves into it.
 */
export function WaterEntryFields({ fromLocked, relaxed, zoneRequired, hydstra, zones, rows }: WaterEntryFieldsProps) {
  const { getValues } = useFormContext();
  const edit = useDraftEdit();
  const screen = Number(useWatch({ name: 'screenType' }) ?? -1) === SCREEN_TYPE.screen;
  const required = !relaxed;
  // The field the user moves into is left to them: filled as they reach it, their typing would follow the figure.
  const fillDiameter = (entering: string | null) =>
    edit((d) => {
      const filled = fillDiameters({ od: numberOf(getValues('od')), wallThickness: numberOf(getValues('wallThickness')), id: numberOf(getValues('id')) });
      return {
        ...d,
        od: entering === 'od' ? d.od : filled.od,
        wallThickness: entering === 'wallThickness' ? d.wallThickness : filled.wallThickness,
        id: entering === 'id' ? d.id : filled.id,
      };
    });
  return (
    <>
      <CodeSelect
        name="screenType"
        label="Type"
        options={SCREEN_TYPES}
        required={required}
        onChanged={(type) => edit((d) => (type === null ? { ...d, screenType: null } : changeScreenType(d, type === SCREEN_TYPE.screen ? 1 : 0)))}
      />
      <NumericField
        name="from"
        label="From (m)"
        limit={L.from}
        required
        locked={fromLocked}
        helper={!fromLocked && !screen ? BCR_MESSAGES.aboveSurfaceLevelHint : undefined}
      />
      <NumericField name="to" label="To (m)" limit={L.to} required />
      <CodeSelect name="material" label="Material" options={CASING_MATERIALS} required={required} />
      <NumericField name="od" label="Outer Diameter (mm)" limit={L.od} required={required} onBlurred={fillDiameter} />
      <NumericField name="wallThickness" label="Wall Thickness (mm)" limit={L.wallThickness} required={required} onBlurred={fillDiameter} />
      <NumericField name="id" label="Inner Diameter (mm)" limit={L.id} required={required} onBlurred={fillDiameter} />
      <CodeSelect name="fixing" label="Method of Fixing" options={METHODS_OF_FIXING} required={required} />
      <NumericField name="centraliserSpacing" label="Centraliser Spacing (m)" limit={L.centraliserSpacing} />
      {screen ? <ScreenFields required={required} zoneRequired={zoneRequired} zones={zones} rows={rows} /> : null}
      {hydstra ? <HydstraFields /> : null}
    </>
  );
}
