import {
  activeEntries,
  cumulativeYields,
  defaultFromDepth,
  isFromDepthEditable,
  pageTitle,
  waterBearingZoneIssues,
  waterBearingZoneRowSchema,
  withWaterBearingZoneCalculations,
  type WaterBearingZoneRow,
} from '@driller/domain';
import { DepthLine } from '../../rows/depth-line';
import { RowSectionBlock } from '../../rows/row-section-block';
import { useReportDepths } from '../../rows/use-report-depths';
import { useRowSection } from '../../rows/use-row-section';
import { useBcrWizard } from '../../wizard/wizard-context';
import { waterBearingZoneColumns } from './water-bearing-zone-columns';
import { WaterBearingZoneFields } from './water-bearing-zone-fields';

/** The cumulative yield of the visible rows above `index`. */
function yieldAbove(rows: readonly WaterBearingZoneRow[], index: number): number {
  const above = activeEntries(rows).filter((e) => e.index < index);
  return cumulativeYields(above.map((e) => e.row.estimatedIndividualYield)).pop() ?? 0;
}

/**
 * Page 4 Water Bearing Zones (spec 2): zones down to the completed depth, thickness and cumulative yield
 * calculated (domain withWaterBearingZoneCalculations), the hydstra-only columns when the report carries
 * the hydstra flag.
 */
export function WaterBearingZonesPage() {
  const { context, issues, view } = useBcrWizard();
  const { completedDepth } = useReportDepths();
  const fromEditable = (index: number) => isFromDepthEditable('waterBearingZones', index, context.roleId, context.workType);
  const rows = useRowSection<WaterBearingZoneRow>({
    section: 'waterBearingZones',
    schema: waterBearingZoneRowSchema,
    newRow: (previous) =>
      waterBearingZoneRowSchema.parse({ status: 'new', from: defaultFromDepth(context.roleId, previous?.to, previous === undefined) }),
    check: (list) => waterBearingZoneIssues(list, completedDepth, context),
    issues,
    derive: withWaterBearingZoneCalculations,
  });
  return (
    <>
      <DepthLine workType={context.workType} />
      <RowSectionBlock
        title={pageTitle('waterBearingZones')}
        section="waterBearingZones"
        rows={rows}
        columns={waterBearingZoneColumns(view.hydstra)}
        wide
        fields={(editor) => (
          <WaterBearingZoneFields
            fromLocked={!fromEditable(editor.index)}
            yieldAbove={yieldAbove(rows.rows, editor.index)}
            hydstra={view.hydstra}
          />
        )}
      />
    </>
  );
}
