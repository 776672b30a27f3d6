import { gwNoUpdateIssues, reportActionGate, type BcrSearchRow } from '@driller/domain';
import { GwNoModal as UpdateGwNoModal } from '../../../components/gw-no/gw-no-modal';
import { useOnlineStatus } from '../../../lib/use-online-status';

/** Update Groundwater number from a search row: refused offline, then the list reloads. */
export function GwNoModal({ row, onClose, onDone }: { row: BcrSearchRow | null; onClose: () => void; onDone: () => void }) {
  const online = useOnlineStatus();
  const gate = reportActionGate('updateGwNo', online);
  return (
    <UpdateGwNoModal
      id="search-gw-no"
      target={row ? { formAGuId: row.formAGuid, gwNo: row.gwNo, version: row.workVersion } : null}
      refusal={() => (gate.kind === 'blocked' ? gate.message : null)}
      check={(gwNo) => gwNoUpdateIssues(gwNo)[0]}
      confirmMessage={gate.message}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
