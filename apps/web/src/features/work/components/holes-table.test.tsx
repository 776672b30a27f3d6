import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { MONITORING_MESSAGES, WORK_CONTRACTS, rowHasDataDeleteMessage, rowHasDataMessage } from '@driller/domain';
import { makeHole, makeWorkPayload } from '../../../test/work-fixtures';
import { renderWorkPart } from '../../../test/work-harness';
import { useHoleEditGuard } from '../hooks/use-hole-edit-guard';
import type { WorkFormValues } from '../hooks/work-form-values';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { summaryErrors } from '../hooks/field-ids';
import { useHolesSave } from '../hooks/use-holes-save';
import { useWorkContext } from '../hooks/work-context';
import { HolesTable } from './holes-table';

/** Hole 11 has BCR lithology rows; hole 12 has none. */
const HOLE_WITH_DATA = 11;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (!url.endsWith(WORK_CONTRACTS.sectionsStatusByPipe.path)) return new Response('{}', { status: 404 });
    const { formAs } = JSON.parse(String(init.body)) as { formAs: { formAId: number; holeId: number; noOfPipes: number }[] };
    const status = (holeId: number) => ({ lithology: holeId === HOLE_WITH_DATA ? 1 : 0, gravelPack: 0 });
    const payload = { formAs: formAs.map((f) => ({ ...f, status: status(f.holeId) })) };
    return new Response(JSON.stringify({ success: true, payload }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Holes() {
  const { control } = useFormContext<WorkFormValues>();
  const fields = useFieldArray({ control, name: 'workDetailsMonitoring' });
  return <HolesTable disabled={false} fields={fields} guard={useHoleEditGuard()} onAdd={() => undefined} />;
}

/** The stepper's parts that matter here: the error summary over the page, and the page's Save. */
function HolesWithSummary() {
  const { issues } = useWorkContext();
  const saveHoles = useHolesSave();
  return (
    <>
      <ErrorSummary errors={summaryErrors(issues)} />
      <Holes />
      <button type="button" onClick={() => void saveHoles()}>
        Save
      </button>
    </>
  );
}

function setup() {
  const loaded = makeWorkPayload({}, {
    workDetailsMonitoring: [makeHole({ id: HOLE_WITH_DATA }), makeHole({ id: 12, workName: 'MB2', holeNo: '2' })],
  });
  renderWorkPart(<Holes />, loaded);
  const box = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
  const retype = async (label: string, text: string) => {
    await userEvent.clear(box(label));
    await userEvent.type(box(label), text);
    await userEvent.tab();
  };
  return { box, retype };
}

async function acknowledge(message: string) {
  const alert = await screen.findByRole('alertdialog');
  expect(alert.textContent).toContain(message);
  await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
}

const askedFor = () =>
  fetchMock.mock.calls.map(([, init]) => (JSON.parse(String((init as RequestInit).body)) as { formAs: unknown[] }).formAs);

describe('holes table: holes with BCR data', () => {
  it('refuses a change of pipes with the spec message and puts the saved number back', async () => {
    const { box, retype } = setup();
    await retype('Row 1 no of pipes', '3');
    await acknowledge(MONITORING_MESSAGES.pipesLocked);
    expect(box('Row 1 no of pipes').value).toBe('2');
    expect(askedFor()).toEqual([[{ formAId: 42, holeId: HOLE_WITH_DATA, noOfPipes: 2 }]]);
  });

  it('refuses a change of work name and puts the saved name back', async () => {
    const { box, retype } = setup();
    await retype('Row 1 work name', 'Renamed');
    await acknowledge(rowHasDataMessage(1));
    expect(box('Row 1 work name').value).toBe('MB1');
  });

  it('refuses deleting the hole and keeps its row', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: /^Delete\s*row 1$/ }));
    await acknowledge(rowHasDataDeleteMessage(1));
    expect(screen.getByRole('textbox', { name: 'Row 1 work name' })).toHaveProperty('value', 'MB1');
    expect(screen.getAllByRole('button', { name: /^Delete\s*row/ })).toHaveLength(2);
  });

  it('lets a hole without data be changed and deleted', async () => {
    const { box, retype } = setup();
    await retype('Row 2 no of pipes', '4');
    expect(box('Row 2 no of pipes').value).toBe('4');
    await userEvent.click(screen.getByRole('button', { name: /^Delete\s*row 2$/ }));
    expect(await screen.findAllByRole('button', { name: /^Delete\s*row/ })).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(askedFor()).toEqual([
      [{ formAId: 42, holeId: 12, noOfPipes: 2 }],
      [{ formAId: 42, holeId: 12, noOfPipes: 2 }],
    ]);
  });

  it('does not ask the server when nothing changed', async () => {
    const { retype } = setup();
    await retype('Row 1 work name', 'MB1');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('holes table: errors link to the hole fields', () => {
  it('a save with a hole missing its driller lists the error, and its link focuses that hole’s driller', async () => {
    const loaded = makeWorkPayload({}, {
      workDetailsMonitoring: [makeHole({ id: 12, holeType: 1 }), makeHole({ id: 13, workName: 'MB2', holeNo: '2', holeType: 2, driller: null })],
    });
    renderWorkPart(<HolesWithSummary />, loaded);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const link = await screen.findByRole('link', { name: 'Row#2 : Driller is mandatory' });
    await userEvent.click(link);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Row 2 driller' }));
    expect(screen.getByRole('combobox', { name: 'Row 2 driller' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('a hole coordinate error links to that hole’s latitude box', async () => {
    const loaded = makeWorkPayload({}, { workDetailsMonitoring: [makeHole({ id: 12, holeType: 1 })] });
    renderWorkPart(<HolesWithSummary />, loaded);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Row 1 latitude' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Row 1 latitude' }), '-33.1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Enter latitude in degree decimals upto 6 decimal places' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Row 1 latitude' }));
  });

  it('shows a saved hole coordinate with 6 decimals, as every other coordinate, and keeps typed text as typed', async () => {
    const loaded = makeWorkPayload({}, { workDetailsMonitoring: [makeHole({ id: 12, actualLatitude: -32.2503, actualLongitude: 148.5 })] });
    renderWorkPart(<Holes />, loaded);
    const latitude = screen.getByRole('textbox', { name: 'Row 1 latitude' }) as HTMLInputElement;
    expect(latitude.value).toBe('-32.250300');
    expect((screen.getByRole('textbox', { name: 'Row 1 longitude' }) as HTMLInputElement).value).toBe('148.500000');
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '-32.25');
    expect(latitude.value).toBe('-32.25');
  });
});
