import { warning, type Issue } from '../../../common/issue';
import { BCR_LIMITS, SCREEN_TYPE } from '../../codes';
import type { BcrContext } from '../../context';
import { BCR_MESSAGES } from '../../messages';
import { KIND_LABEL, MIN_WALL_THICKNESS_MM, materialOf, maxCentraliserSpacing } from '../../materials';
import { WARNING_MESSAGES } from '../../rule-messages';
import { activeEntries, activeRows } from '../../rows';
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

/** Wall thickness below the minimum of the row's material kind. */
function wallThicknessWarning(row: WaterEntryDesignRow, prefix: string): Issue[] {
  const material = materialOf(row.material);
  const min = material ? MIN_WALL_THICKNESS_MM[material.kind] : undefined;
  if (!material || min === undefined || row.wallThickness === null || row.wallThickness >= min) return [];
  return [warning(`${prefix}.wallThickness`, WARNING_MESSAGES.minWallThickness(KIND_LABEL[material.kind], min), BCR_WARNING.minWallThickness)];
}

/** A casing OD below the minimum, unless the work type is exempt. */
function minOdWarning(row: WaterEntryDesignRow, prefix: string, exempt: boolean): Issue[] {
  const casing = row.screenType === SCREEN_TYPE.casing;
  return casing && !exempt && row.od !== null && row.od < BCR_LIMITS.minCasingOdMm
    ? [warning(`${prefix}.od`, BCR_MESSAGES.minCasingOd, BCR_WARNING.minCasingOd)]
    : [];
}

/** A casing wider than the smallest hole it lies in. */
function odOverHoleWarning(row: WaterEntryDesignRow, prefix: string, holes: readonly DrillingDetailsRow[]): Issue[] {
  if (row.screenType !== SCREEN_TYPE.casing || row.od === null) return [];
  const hole = holeDiameterOverlapping(row, holes);
  return hole !== null && row.od > hole ? [warning(`${prefix}.od`, WARNING_MESSAGES.casingOdOverHole, BCR_WARNING.casingOdOverHole)] : [];
}

/** Centraliser spacing over the master-data maximum of the row's material and wall. */
function spacingWarning(row: WaterEntryDesignRow, prefix: string, ctx: BcrContext): Issue[] {
  const max = maxCentraliserSpacing(ctx.casingTypeValidations, row.material, row.wallThickness);
  return max !== null && row.centraliserSpacing !== null && row.centraliserSpacing > max
    ? [warning(`${prefix}.centraliserSpacing`, BCR_MESSAGES.centraliserSpacingOverMax, BCR_WARNING.centraliserSpacingMax)]
    : [];
}

/** Non-blocking water entry design checks; each carries its exception reason code. */
export function waterEntryDesignWarnings(
  rows: readonly WaterEntryDesignRow[],
  drilling: readonly DrillingDetailsRow[],
  ctx: BcrContext,
): Issue[] {
  const holes = activeRows(drilling);
  const exempt = isOdMinimumExempt(ctx.workType);
  return activeEntries(rows).flatMap(({ row, index }) => {
    const prefix = `${P}.${index}`;
    return [
      ...minOdWarning(row, prefix, exempt),
      ...wallThicknessWarning(row, prefix),
      ...spacingWarning(row, prefix, ctx),
      ...odOverHoleWarning(row, prefix, holes),
    ];
  });
}
