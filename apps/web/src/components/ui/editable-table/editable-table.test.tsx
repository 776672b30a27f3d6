import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { RowStatus } from '@driller/domain';
import { EditableTable } from './editable-table';
import { statusRowLifecycle } from './row-lifecycle';

interface Row {
  status: RowStatus;
  depth: string;
}
interface Values {
  rows: Row[];
}

let submitted: Row[] = [];
afterEach(cleanup);

/** A BCR-like section: rows with the domain's lifecycle, and a Save that hands the whole array over. */
function Section({ initial }: { initial: Row[] }) {
  const { control, register, getValues } = useForm<Values>({ defaultValues: { rows: initial } });
  const array = useFieldArray({ control, name: 'rows' });
  const rows = useWatch({ control, name: 'rows' });
  const lifecycle = statusRowLifecycle(array, rows);
  return (
    <>
      <EditableTable
        label="Depths"
        columns={[
          {
            key: 'depth',
            header: 'Depth',
            render: (i) => <input aria-label={`Depth ${i}`} {...register(`rows.${i}.depth`)} />,
          },
        ]}
        rows={lifecycle.views}
        emptyText="No rows"
        disabled={false}
        addNext={{ label: 'Add next', onPress: (i) => lifecycle.addNext(i, { status: 'new', depth: '' }) }}
        remove={{ label: 'Remove', onPress: () => lifecycle.removeLast() }}
      />
      <button type="button" onClick={() => (submitted = getValues('rows'))}>
        Save
      </button>
    </>
  );
}

const buttons = (name: RegExp) => screen.queryAllByRole('button', { name });

describe('EditableTable with the row lifecycle', () => {
  it('offers add-next and remove on the last row only', () => {
    render(
      <Section
        initial={[
          { status: 'existing', depth: '1' },
          { status: 'existing', depth: '2' },
        ]}
      />,
    );
    expect(buttons(/^Add next/).map((b) => b.textContent)).toEqual(['Add next after row 2']);
    expect(buttons(/^Remove/).map((b) => b.textContent)).toEqual(['Remove row 2']);
  });

  it('offers no add-next on an unsaved last row', () => {
    render(
      <Section
        initial={[
          { status: 'existing', depth: '1' },
          { status: 'new', depth: '' },
        ]}
      />,
    );
    expect(buttons(/^Add next/)).toHaveLength(0);
    expect(buttons(/^Remove/)).toHaveLength(1);
  });

  it('hides a removed saved row but keeps it, marked deleted, for the server; a new row goes outright', async () => {
    render(
      <Section
        initial={[
          { status: 'existing', depth: '1' },
          { status: 'existing', depth: '2' },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Add next\s*after row 2$/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Depth 2' }), '3');
    await userEvent.click(screen.getByRole('button', { name: /^Remove\s*row 3$/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Remove\s*row 2$/ }));
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(buttons(/^Add next/).map((b) => b.textContent)).toEqual(['Add next after row 1']);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual([
      { status: 'existing', depth: '1' },
      { status: 'deleted', depth: '2' },
    ]);
  });

  it('says so when there are no rows', () => {
    render(<Section initial={[]} />);
    expect(screen.getByRole('cell', { name: 'No rows' })).toBeTruthy();
  });

  it('takes keyboard focus when wide, so its hidden columns can be scrolled to; a narrow one only by links', async () => {
    const table = (wide: boolean) => (
      <EditableTable label={wide ? 'Wide' : 'Narrow'} columns={[]} rows={[]} emptyText="None" disabled={false} remove={{ label: 'Remove', onPress: () => undefined }} wide={wide} />
    );
    render(<>{table(true)}{table(false)}</>);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Wide' }));
    expect(screen.getByRole('region', { name: 'Narrow' }).tabIndex).toBe(-1);
  });
});
