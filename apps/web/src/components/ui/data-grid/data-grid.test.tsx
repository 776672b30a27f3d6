import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataGrid } from './data-grid';
import { dataGridColumns } from './data-grid-features';

interface Row {
  name: string;
  licence: string;
}

afterEach(cleanup);

const column = dataGridColumns<Row>();
const columns = column.columns([
  column.display({ id: 'actions', header: 'Actions', cell: () => null }),
  // No filter box here: jsdom, unlike Chromium, names a header by its filter box's label too.
  column.accessor('name', { header: 'Driller Name', enableColumnFilter: false }),
  column.accessor('licence', { header: 'Licence No' }),
]);

describe('DataGrid headers', () => {
  it('names each column header by its title alone (spec column headers are checked verbatim)', () => {
    render(<DataGrid label="Drillers" data={[{ name: 'Dan Walsh', licence: 'DL 1234' }]} columns={columns} />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Actions', 'Driller Name', 'Licence No']);
    // A column that cannot sort has no sort button.
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Actions' }).getAttribute('aria-sort')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Driller Name' })).toBeTruthy();
    // The filter keeps its own name, and no other element is labelled by a column's title (getByLabel finds the form's field).
    expect(screen.getByRole('searchbox', { name: 'Filter Licence No' })).toBeTruthy();
    expect(screen.queryByLabelText('Licence No')).toBeNull();
    expect(screen.queryByRole('separator')).toBeNull();
  });

  it('shows the sort direction without changing the header text', async () => {
    render(
      <DataGrid
        label="Drillers"
        data={[
          { name: 'Dan Walsh', licence: 'DL 1234' },
          { name: 'Kate Brennan', licence: 'DL 2345' },
        ]}
        columns={columns}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Driller Name' }));
    const header = screen.getByRole('columnheader', { name: 'Driller Name' });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(header.textContent).toBe('Driller Name');
    expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual(['', 'Dan Walsh', 'DL 1234', '', 'Kate Brennan', 'DL 2345']);
  });
});
