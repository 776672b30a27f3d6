import type { UserRecord } from '@driller/domain';

/** Page 1: Search Result for non-driller users. */
export function UserResults({
  rows,
  onOpen,
}: {
  rows: readonly UserRecord[];
  onOpen: (row: UserRecord) => void;
}) {
  return (
    <section aria-labelledby="user-results-title">
      <h2 id="user-results-title">Search Result</h2>
      <p>
        {rows.length} {rows.length === 1 ? 'user' : 'users'} found.
      </p>
      <div className="nsw-table nsw-table--striped app-people__scroll">
        <table className="app-people__table" data-testid="user-results">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
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
              <tr key={row.userId}>
                <td>{`${row.firstName ?? ''} ${row.lastName ?? ''}`}</td>
                <td>{row.roleName}</td>
                <td>{row.statusName}</td>
                <td>{row.workEmail}</td>
                <td>{row.organisationName ?? ''}</td>
                <td>
                  <button
                    type="button"
                    className="nsw-button nsw-button--dark-outline nsw-button--small"
                    onClick={() => onOpen(row)}
                  >
                    {row.canEdit ? 'Edit' : 'View'}
                    <span className="sr-only">{` ${row.firstName ?? ''} ${row.lastName ?? ''}`}</span>
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
