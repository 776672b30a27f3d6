import { afterEach, describe, expect, it } from 'vitest';
import '../../../test/jsdom-polyfills';
import { useEffect } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import {
  DIGIT_LIMITS,
  ROCK_TYPES,
  ROLE,
  defaultFromDepth,
  error,
  lithologyIssues,
  lithologyRowSchema,
  type BcrContext,
  type LithologyRow,
} from '@driller/domain';
import type { BcrFormValues } from '../wizard/bcr-form-values';
import { CodeSelect } from './code-select';
import { NumericField } from './numeric-field';
import { RowEditor } from './row-editor';
import { RowTable } from './row-table';
import { TextField } from './text-field';
import { useRowSection } from './use-row-section';

const ctx: BcrContext = {
  roleId: ROLE.driller,
  workType: { workAttribute1: 1, workAttribute2: 1, workAttribute3: 1, workAttribute4: 1 },
  today: '2026-01-01',
  casingTypeValidations: [],
  conditionsAccepted: true,
  hasMonitoringHoles: false,
};

let formValues: () => BcrFormValues = () => ({}) as BcrFormValues;
afterEach(cleanup);

/** The row-wide refusal a rule may raise (an error naming the row, not a field). */
const ROW_REFUSAL = 'This row no longer exists. Please reload the BCR.';

/** Clay (2) ends the list in the harness: no row may follow it, as no test follows a single stage pumping test. */
const CLAY = 2;

function Lithology({ refuseRow = false, clayLast = false }: { refuseRow?: boolean; clayLast?: boolean }) {
  const section = useRowSection<LithologyRow>({
    section: 'lithology',
    schema: lithologyRowSchema,
    newRow: (previous) => lithologyRowSchema.parse({ status: 'new', depthFrom: defaultFromDepth(ctx.roleId, previous?.depthTo, !previous) }),
    check: (list) => [
      ...lithologyIssues(list, { maxDepth: 40, maxDepthName: 'Drilled Depth' }, ctx),
      ...(refuseRow ? list.map((_, i) => error(`lithology.${i}`, ROW_REFUSAL)) : []),
    ],
  });
  const rows = clayLast ? { ...section, mayAddAfter: (draft: unknown) => (draft as { rockType?: unknown }).rockType !== CLAY } : section;
  return (
    <>
      <RowTable
        label="Lithology"
        section="lithology"
        rows={rows.rows}
        views={rows.views}
        columns={[
          { key: 'depthFrom', header: 'Depth From (m)' },
          { key: 'depthTo', header: 'Depth To (m)' },
          { key: 'additionalInformation', header: 'Additional Information' },
        ]}
        issues={rows.standing}
        disabled={false}
        onAddFirst={() => rows.add(null)}
        onEdit={rows.edit}
        onAddNext={rows.add}
        onRemove={rows.remove}
      />
      <RowEditor title="Lithology" section="lithology" rows={rows}>
        <NumericField name="depthFrom" label="Depth From (m)" limit={DIGIT_LIMITS.depth} locked />
        <NumericField name="depthTo" label="Depth To (m)" limit={DIGIT_LIMITS.depth} />
        <CodeSelect name="rockType" label="Rock Type" options={ROCK_TYPES} />
        <TextField name="additionalInformation" label="Additional Information" />
      </RowEditor>
    </>
  );
}

function Harness({ lithology, refuseRow, clayLast }: { lithology: Partial<LithologyRow>[]; refuseRow?: boolean; clayLast?: boolean }) {
  const form = useForm<BcrFormValues>({ defaultValues: { lithology } as BcrFormValues });
  useEffect(() => {
    formValues = () => form.getValues();
  });
  return (
    <FormProvider {...form}>
      <Lithology refuseRow={refuseRow} clayLast={clayLast} />
    </FormProvider>
  );
}

/** A row action by its visible label and screen-reader suffix (jsdom drops the space between them). */
const action = (label: string, suffix: string) => new RegExp(`^${label}\\s*${suffix}$`);
const dialog = () => screen.getByRole('dialog', { name: 'Lithology' });
const saved = (depthFrom: number, depthTo: number) => ({ status: 'existing' as const, depthFrom, depthTo, rockType: 1 });

describe('the row modal', () => {
  it('adds a first row, then Save & Add opens the next one starting at the previous Depth To', async () => {
    const user = userEvent.setup();
    render(<Harness lithology={[]} />);
    expect(screen.getByText('No data has been entered for this section')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect((within(dialog()).getByLabelText('Depth From (m)') as HTMLInputElement).value).toBe('0');
    await user.type(within(dialog()).getByLabelText('Depth To (m)'), '012.345');
    expect((within(dialog()).getByLabelText('Depth To (m)') as HTMLInputElement).value).toBe('12.34');
    await user.selectOptions(within(dialog()).getByLabelText('Rock Type'), 'Clay');
    await user.click(within(dialog()).getByRole('button', { name: 'Save & Add' }));
    expect((within(dialog()).getByLabelText('Depth From (m)') as HTMLInputElement).value).toBe('12.34');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(formValues().lithology).toEqual([expect.objectContaining({ status: 'newmodify', depthFrom: 0, depthTo: 12.34, rockType: 2 })]);
    expect(screen.getByRole('button', { name: action('Add next', 'after row 1') })).toBeTruthy();
  });

  it('shows the rule\'s error next to the field and keeps the modal open', async () => {
    const user = userEvent.setup();
    render(<Harness lithology={[saved(0, 10)]} />);
    await user.click(screen.getByRole('button', { name: action('Add next', 'after row 1') }));
    await user.type(within(dialog()).getByLabelText('Depth To (m)'), '5');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    const field = within(dialog()).getByLabelText('Depth To (m)');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog()).getByText('"Depth To" must be greater than "Depth From"')).toBeTruthy();
    expect(formValues().lithology).toHaveLength(1);
  });

  it('Cancel discards what was typed into a saved row', async () => {
    const user = userEvent.setup();
    render(<Harness lithology={[saved(0, 10)]} />);
    await user.click(screen.getByRole('button', { name: action('Edit', 'row 1') }));
    await user.type(within(dialog()).getByLabelText('Additional Information'), 'Dry');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(formValues().lithology).toEqual([saved(0, 10)]);
    expect(screen.queryByText('Dry')).toBeNull();
  });

  it('Save writes an edited saved row as newmodify and the table shows it', async () => {
    const user = userEvent.setup();
    render(<Harness lithology={[saved(0, 10), saved(10, 20)]} />);
    expect(screen.queryByRole('button', { name: action('Remove', 'row 1') })).toBeNull();
    await user.click(screen.getByRole('button', { name: action('Edit', 'row 1') }));
    expect(within(dialog()).queryByRole('button', { name: 'Save & Add' })).toBeNull();
    await user.type(within(dialog()).getByLabelText('Additional Information'), 'Dry');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Dry')).toBeTruthy();
    expect(formValues().lithology?.[0]).toMatchObject({ status: 'newmodify', additionalInformation: 'Dry' });
  });

  it('Remove on the last saved row hides it and keeps it for the server, marked deleted', async () => {
    const user = userEvent.setup();
    render(<Harness lithology={[saved(0, 10), saved(10, 20)]} />);
    await user.click(screen.getByRole('button', { name: action('Remove', 'row 2') }));
    expect(screen.queryByText('20')).toBeNull();
    expect(formValues().lithology?.map((r) => r.status)).toEqual(['existing', 'deleted']);
    expect(screen.getByRole('button', { name: action('Remove', 'row 1') })).toBeTruthy();
  });

  it('shows the error of a saved row that another page\'s change put out of line, in its cell and when it is edited', async () => {
    const user = userEvent.setup();
    // The drilled depth (40) was made shorter after the second stratum was saved down to 50.
    render(<Harness lithology={[saved(0, 10), saved(10, 50)]} />);
    const message = '"Depth To" must be less than or equal to "Drilled Depth"';
    expect(screen.getByText(message)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: action('Edit', 'row 2') }));
    expect(within(dialog()).getByLabelText('Depth To (m)').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog()).getByText(message)).toBeTruthy();
  });

  it('offers no Save & Add while the row as typed may have no row after it', async () => {
    const user = userEvent.setup();
    render(<Harness lithology={[]} clayLast />);
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(within(dialog()).getByRole('button', { name: 'Save & Add' })).toBeTruthy();
    await user.selectOptions(within(dialog()).getByLabelText('Rock Type'), 'Clay');
    expect(within(dialog()).queryByRole('button', { name: 'Save & Add' })).toBeNull();
    await user.selectOptions(within(dialog()).getByLabelText('Rock Type'), 'Sand');
    expect(within(dialog()).getByRole('button', { name: 'Save & Add' })).toBeTruthy();
  });

  it('shows an error about the row as a whole above its fields', async () => {
    const user = userEvent.setup();
    render(<Harness lithology={[saved(0, 10)]} refuseRow />);
    await user.click(screen.getByRole('button', { name: action('Edit', 'row 1') }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText(ROW_REFUSAL)).toBeTruthy();
    expect(formValues().lithology).toEqual([saved(0, 10)]);
  });
});
