import { warning, type Issue } from '../../../common/issue';
import { BCR_LIMITS, SCREEN_TYPE } from '../../codes';
import type { BcrContext } from '../../context';
import { BCR_MESSAGES } from '../../messages';
import { KIND_LABEL, MIN_WALL_THICKNESS_MM, materialOf, maxCentraliserSpacing } from '../../materials';
import { WARNING_MESSAGES } from '../../rule-messages';
import { activeRows } from '../../rows';
import { BCR_WARNING } from '../../warning-codes';
import { isOdMinimumExempt } from '../../work-type';
import type { DrillingDetailsRow } from '../drilling-details/drilling-details.schema';
import type { WaterEntryDesignRow } from './water-entry-design.schema';

const P = 'waterEntryDesign';

/** The largest hole diameter a casing row lies in must not be smaller than its OD. */
function holeDiameterOverlapping(row: WaterEntryDesignRow, holes: readonly DrillingDetailsRow[]): number | null {
  if (row.from === null || row.to === null) return null;
  let min: number | null = null;
  for (const h of holes) {
    if (h.from === null || h.to === null || h.diameter === null) continue;
    if (h.from < row.to && row.from < h.to && (min === null || h.diameter < min)) min = h.diameter;
  }
  return min;
}

/** Non-blocking water entry design checks; each carries its exception reason code. */
export function waterEntryDesignWarnings(
  rows: readonly WaterEntryDesignRow[],
  drilling: readonly DrillingDetailsRow[],
  ctx: BcrContext,
): Issue[] {
  const issues: Issue[] = [];
  const holes = activeRows(drilling);
  const exempt = isOdMinimumExempt(ctx.workType);
  activeRows(rows).forEach((row, i) => {
    const prefix = `${P}.${i}`;
    const casing = row.screenType === SCREEN_TYPE.casing;
    if (casing && !exempt && row.od !== null && row.od < BCR_LIMITS.minCasingOdMm) {
      issues.push(warning(`${prefix}.od`, BCR_MESSAGES.minCasingOd, BCR_WARNING.minCasingOd));
    }
    const material = materialOf(row.material);
    const min = material ? MIN_WALL_THICKNESS_MM[material.kind] : undefined;
    if (material && min !== undefined && row.wallThickness !== null && row.wallThickness < min) {
      issues.push(warning(`${prefix}.wallThickness`, WARNING_MESSAGES.minWallThickness(KIND_LABEL[material.kind], min), BCR_WARNING.minWallThickness));
    }
    const maxSpacing = maxCentraliserSpacing(ctx.casingTypeValidations, row.material, row.wallThickness);
    if (maxSpacing !== null && row.centraliserSpacing !== null && row.centraliserSpacing > maxSpacing) {
      issues.push(warning(`${prefix}.centraliserSpacing`, BCR_MESSAGES.centraliserSpacingOverMax, BCR_WARNING.centraliserSpacingMax));
    }
    const hole = casing && row.od !== null ? holeDiameterOverlapping(row, holes) : null;
    if (hole !== null && row.od !== null && row.od > hole) {
      issues.push(warning(`${prefix}.od`, WARNING_MESSAGES.casingOdOverHole, BCR_WARNING.casingOdOverHole));
    }
  });
  return issues;
}
