import { toUnits } from '../../../common/decimal';
import { error, type Issue } from '../../../common/issue';
import { SCREEN_TYPE } from '../../codes';
import { isRegulator, type BcrContext } from '../../context';
import { requiredIssues } from '../../depth-chain';
import { BCR_MESSAGES } from '../../messages';
import { RULE_MESSAGES } from '../../rule-messages';
import { activeEntries } from '../../rows';
import { isAlterationWork } from '../../work-type';
import { openingFields } from './water-entry-design.edit';
import type { WaterEntryDesignRow } from './water-entry-design.schema';

const P = 'waterEntryDesign';
const BASE_REQUIRED = ['from', 'to', 'material', 'od', 'wallThickness', 'id', 'fixing'] as const;

function requiredFor(row: WaterEntryDesignRow, ctx: BcrContext): string[] {
  if (isRegulator(ctx)) return ['from', 'to'];
  const keys: string[] = [...BASE_REQUIRED];
  if (row.screenType !== SCREEN_TYPE.screen) return keys;
  keys.push('waterEntryDesignType', 'openingType');
  // The alteration variant of work attribute 1 records no water bearing zone for a screen.
  if (!isAlterationWork(ctx.workType)) keys.push('waterBearingZoneId');
  const show = openingFields(row.openingTypeLabel);
  if (show.slot) keys.push('slotLength', 'slotWidth', 'slotAlignment');
  if (show.screen) keys.push('screenAperture');
  return keys;
}

/** Water entry design blocking rules (spec 2 section 5); rows of every pipe, numbered in list order. */
export function waterEntryDesignIssues(rows: readonly WaterEntryDesignRow[], ctx: BcrContext): Issue[] {
  const issues: Issue[] = [];
  activeEntries(rows).forEach(({ row, index }) => {
    const prefix = `${P}.${index}`;
    issues.push(...requiredIssues(prefix, row, requiredFor(row, ctx)));
    if (row.from !== null && row.from < 0 && row.screenType === SCREEN_TYPE.screen) {
      issues.push(error(`${prefix}.from`, RULE_MESSAGES.negativeOnlyForCasing));
    }
    if (row.from !== null && row.to !== null && toUnits(row.to) <= toUnits(row.from)) {
      issues.push(error(`${prefix}.to`, BCR_MESSAGES.toGreaterThanFrom));
    }
    if (row.od !== null && row.wallThickness !== null && toUnits(row.od) <= 2 * toUnits(row.wallThickness)) {
      issues.push(error(`${prefix}.od`, RULE_MESSAGES.odTwiceWall));
    }
    if (row.od !== null && row.id !== null && toUnits(row.id) >= toUnits(row.od)) issues.push(error(`${prefix}.id`, RULE_MESSAGES.idBelowOd));
  });
  return issues;
}
