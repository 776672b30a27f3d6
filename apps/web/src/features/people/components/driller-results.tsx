import { formatDate, type DrillerRecord } from '@driller/domain';

/** Page 1: Search Result. The edit icon shows where the viewer may edit the row; others get View. */
export function DrillerResults({
  rows,
  onOpen,
}: {
  rows: readonly DrillerRecord[];
  onOpen: (row: DrillerRecord) => void;
}) {
  return (
    <section aria-labelledby="driller-results-title">
      <h2 id="driller-results-title">Search Result</h2>
      <p>
        {rows.length} {rows.length === 1 ? 'driller' : 'drillers'} found.
      </p>
      <div className="nsw-table nsw-table--striped app-people__scroll">
        <table className="app-people__table" data-testid="driller-results">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Licence no</th>
              <th scope="col">Licence expiry</th>
              <th scope="col">Status</th>
              <th scope="col">Work email</th>
              <th scope="col">Company</th>
              <th scope="col">
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.drillerId}>
                <td>{`${row.drillerFirstName ?? ''} ${row.drillerLastName ?? ''}`}</td>
                <td>{row.drillerLicenseNo}</td>
                <td>{formatDate(row.licenseExpiryDate)}</td>
                <td>{row.drillerStatusName}</td>
                <td>{row.workEmail}</td>
                <td>{row.organisationName ?? ''}</td>
                <td>
                  <button
                    type="button"
                    className="nsw-button nsw-button--dark-outline nsw-button--small"
                    onClick={() => onOpen(row)}
                  >
                    {row.canEdit ? 'Edit' : 'View'}
                    <span className="sr-only">{` ${row.drillerFirstName ?? ''} ${row.drillerLastName ?? ''}`}</span>
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
