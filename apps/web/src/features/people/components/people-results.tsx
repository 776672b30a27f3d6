import type { ReactNode } from 'react';

/** What differs between the driller and the user results: the columns after Name, and the words. */
export interface PeopleResultsKind<Row> {
  /** "driller" / "user": the ids, the test id and the count ("3 drillers found."). */
  noun: string;
  key: (row: Row) => number;
  /** First and last name with a space between, as the Name column and the button's hidden text read. */
  name: (row: Row) => string;
  columns: readonly { header: string; cell: (row: Row) => ReactNode }[];
}

/** Page 1: Search Result. The edit icon shows where the viewer may edit the row; others get View. */
export function PeopleResults<Row extends { canEdit: boolean }>({
  kind,
  rows,
  onOpen,
}: {
  kind: PeopleResultsKind<Row>;
  rows: readonly Row[];
  onOpen: (row: Row) => void;
}) {
  return (
    <section aria-labelledby={`${kind.noun}-results-title`}>
      <h2 id={`${kind.noun}-results-title`}>Search Result</h2>
      <p>
        {rows.length} {rows.length === 1 ? kind.noun : `${kind.noun}s`} found.
      </p>
      <div className="nsw-table nsw-table--striped app-people__scroll">
        <table className="app-people__table" data-testid={`${kind.noun}-results`}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              {kind.columns.map((column) => (
                <th scope="col" key={column.header}>
                  {column.header}
                </th>
              ))}
              <th scope="col">
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={kind.key(row)}>
                <td>{kind.name(row)}</td>
                {kind.columns.map((column) => (
                  <td key={column.header}>{column.cell(row)}</td>
                ))}
                <td>
                  <button
                    type="button"
                    className="nsw-button nsw-button--dark-outline nsw-button--small"
                    onClick={() => onOpen(row)}
                  >
                    {row.canEdit ? 'Edit' : 'View'}
                    <span className="sr-only">{` ${kind.name(row)}`}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
