import { isExcavatedWork, type WorkType } from '@driller/domain';
import { useReportDepths } from './use-report-depths';

const shown = (v: number | null) => (v === null ? '—' : String(v));

/**
 * Completed depth and drilled depth (or, for an excavated work, the excavated depth), read-only above a
 * row table as the spec's pages show them; they follow the form as it is edited.
 */
export function DepthLine({ workType }: { workType: WorkType }) {
  const depths = useReportDepths();
  const excavated = isExcavatedWork(workType);
  return (
    <dl className="app-depth-line">
      <div>
        <dt>Completed Depth (m)</dt>
        <dd data-testid="completed-depth">{shown(depths.completedDepth)}</dd>
      </div>
      <div>
        <dt>{excavated ? 'Excavated Depth (m)' : 'Drilled Depth (m)'}</dt>
        <dd data-testid="drilled-depth">{shown(excavated ? depths.excavatedDepth : depths.drilledDepth)}</dd>
      </div>
    </dl>
  );
}
