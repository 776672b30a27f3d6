import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../../test/jsdom-polyfills';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { BCR_MESSAGES, blankWaterEntryRow, waterEntryDesignRowSchema, type WaterEntryDesignRow } from '@driller/domain';
import { FieldScopeContext } from '../../rows/field-scope';
import { WaterEntryFields } from './water-entry-fields';

afterEach(cleanup);

const casing = waterEntryDesignRowSchema.parse({ status: 'existing', screenType: 0, from: 0, to: 40, material: 8, od: 140, wallThickness: 5, id: 130, fixing: 2 });
/** The form under test, handed out after render (an effect, not a write during render). */
const harness: { values: () => FieldValues } = { values: () => ({}) };
const values = () => harness.values();

/** The modal's fields on their own small form, as the row editor holds them. */
function Harness({ row }: { row: WaterEntryDesignRow }) {
  const form = useForm<FieldValues>({ defaultValues: row });
  useEffect(() => {
    harness.values = form.getValues;
  }, [form.getValues]);
  return (
    <FormProvider {...form}>
      <FieldScopeContext.Provider value={{ prefix: 'waterEntryDesign.1', errorOf: () => undefined, disabled: false }}>
        <WaterEntryFields
          fromLocked={false}
          relaxed={false}
          zoneRequired
          hydstra={false}
          zones={[{ id: 1, label: '40 - 50' }]}
          rows={[casing]}
        />
      </FieldScopeContext.Provider>
    </FormProvider>
  );
}

const select = (label: string) => screen.getByLabelText(label, { selector: 'select' });

describe('the water entry design modal fields', () => {
  it('shows the screen fields for a screen and clears them when the row becomes casing again', async () => {
    const user = userEvent.setup();
    render(<Harness row={blankWaterEntryRow(1)} />);
    expect(screen.getByText(BCR_MESSAGES.aboveSurfaceLevelHint)).toBeTruthy();
    expect(screen.queryByLabelText(/Opening Type/)).toBeNull();

    await user.selectOptions(select('Type'), 'Screen');
    expect((select('Stabilising Fill Type') as HTMLSelectElement).value).toBe('1');
    expect(screen.queryByText(BCR_MESSAGES.aboveSurfaceLevelHint)).toBeNull();

    await user.selectOptions(select('Opening Type'), 'Machine slotted');
    expect(screen.getByLabelText(/Slot Length/)).toBeTruthy();
    expect(screen.queryByLabelText(/Screen Aperture/)).toBeNull();
    await user.type(screen.getByLabelText(/Slot Length/), '50');

    await user.selectOptions(select('Opening Type'), 'Wire wound screen');
    expect(screen.getByLabelText(/Screen Aperture/)).toBeTruthy();
    expect(screen.queryByLabelText(/Slot Length/)).toBeNull();
    expect(values()).toMatchObject({ openingType: 4, openingTypeLabel: 'Wire wound screen', slotLength: null });

    await user.selectOptions(select('Water Bearing Zone'), '40 - 50');
    expect(values()).toMatchObject({ waterBearingZoneId: 1, waterBearingZone: '40 - 50' });

    await user.selectOptions(select('Type'), 'Casing');
    expect(screen.queryByLabelText(/Opening Type/)).toBeNull();
    expect(values()).toMatchObject({ screenType: 0, stabilisingFillTypeId: null, openingType: null, openingTypeLabel: null });
  });

  it('copies the casing’s material and fixing when a screen becomes slotted or perforated casing', async () => {
    const user = userEvent.setup();
    render(<Harness row={{ ...blankWaterEntryRow(1), screenType: 1 }} />);
    await user.selectOptions(select('Water Entry Design Type'), 'Slotted or perforated casing');
    expect(values()).toMatchObject({ material: 8, fixing: 2 });
    expect((select('Material') as HTMLSelectElement).value).toBe('8');
  });

  it('fills the missing one of outer diameter, wall thickness and inner diameter when a field is left (labels in the spec\'s words)', async () => {
    const user = userEvent.setup();
    render(<Harness row={blankWaterEntryRow(1)} />);
    await user.type(screen.getByLabelText('Outer Diameter (mm)'), '140');
    await user.type(screen.getByLabelText(/^Wall Thickness/), '5');
    // Through the inner diameter, left blank: it is filled once it is left too.
    await user.tab();
    await user.tab();
    expect((screen.getByLabelText('Inner Diameter (mm)') as HTMLInputElement).value).toBe('130');
  });

  it('leaves the field being moved into to the user: typing all three by keyboard keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<Harness row={blankWaterEntryRow(1)} />);
    await user.type(screen.getByLabelText('Outer Diameter (mm)'), '140');
    await user.tab();
    await user.keyboard('5');
    await user.tab();
    // Filling the inner diameter as the focus reached it put the typing after the filled 130 (1301).
    expect((screen.getByLabelText('Inner Diameter (mm)') as HTMLInputElement).value).toBe('');
    await user.keyboard('129');
    await user.tab();
    expect((screen.getByLabelText('Inner Diameter (mm)') as HTMLInputElement).value).toBe('129');
    expect(values()).toMatchObject({ od: 140, wallThickness: 5, id: 129 });
  });
});
