import { HOLE_TYPE_NAMES, type BcrWorkDetails } from '@driller/domain';

/**
 * The report's linked holes (spec 2 page 14: "list of linked BCRs when more than one exists"): a
 * monitoring work's holes, which its one BCR covers (docs/decisions.md).
 */
export function LinkedHoles({ holes }: { holes: BcrWorkDetails['linkedHoles'] }) {
  if (holes.length < 2) return null;
  return (
    <div className="app-work-section">
      <h3 id="bcr-linked-heading">Linked BCRs</h3>
      <div className="nsw-table app-table-wrap" role="region" aria-labelledby="bcr-linked-heading" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">Hole No</th>
              <th scope="col">Work Name</th>
              <th scope="col">Hole Type</th>
              <th scope="col">Monitoring Status</th>
            </tr>
          </thead>
          <tbody>
            {holes.map((h, i) => (
              <tr key={`${h.holeNo ?? ''}-${i}`}>
                <td>{h.holeNo ?? '—'}</td>
                <td>{h.workName ?? '—'}</td>
                <td>{h.holeType === null ? '—' : (HOLE_TYPE_NAMES[h.holeType] ?? h.holeType)}</td>
                <td>{h.monitoringStatus ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
