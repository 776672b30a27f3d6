import { isWorkSelectable } from '@driller/domain';
import type { ApprovalWork } from '../api/search-approval';

/** The works under the searched approval; an Installed work cannot be picked for a new bore. */
export function ApprovalWorksTable({
  works,
  selectedWorkId,
  attribute1,
  disabled,
  onSelect,
}: {
  works: readonly ApprovalWork[];
  selectedWorkId: string | null;
  attribute1: number | null;
  disabled: boolean;
  onSelect: (work: ApprovalWork) => void;
}) {
  if (works.length === 0) return <p className="app-lead">No works were found under this approval number.</p>;
  return (
    <div className="nsw-table app-table-wrap" role="region" aria-label="Works under the approval" tabIndex={0}>
      <table>
        <caption className="sr-only">Works under the approval</caption>
        <thead>
          <tr>
            <th scope="col">Select</th>
            <th scope="col">GW No</th>
            <th scope="col">Work Id</th>
            <th scope="col">Description</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {works.map((w) => {
            const selectable = isWorkSelectable(w.workStatus, attribute1);
            const selected = w.worksId === selectedWorkId;
            const id = `approval-work-${w.worksId}`;
            return (
              <tr key={w.worksId} className={selected ? 'app-row-selected' : undefined}>
                <td>
                  <input
                    id={id}
                    type="radio"
                    className="app-native-radio"
                    name="approval-work"
                    checked={selected}
                    disabled={disabled || !selectable}
                    onChange={() => onSelect(w)}
                    aria-label={`Select work ${w.worksId}`}
                  />
                </td>
                <td>{w.groundWorkNumber ?? '—'}</td>
                <td>{w.worksId}</td>
                <td>{w.workDescription}</td>
                <td>
                  <span className={`app-status app-status--${w.workStatus.toLowerCase()}`}>{w.workStatus}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
