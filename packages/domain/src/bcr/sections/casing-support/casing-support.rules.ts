import { error, warning, type Issue } from '../../../common/issue';
import { BCR_LIMITS, SCREEN_TYPE, YES_NO } from '../../codes';
import { isRegulator, type BcrContext } from '../../context';
import { requiredIssues } from '../../depth-chain';
import { materialOf, maxCentraliserSpacing } from '../../materials';
import { BCR_MESSAGES, bcrMessage } from '../../messages';
import { RULE_MESSAGES } from '../../rule-messages';
import { activeRows } from '../../rows';
import { BCR_WARNING } from '../../warning-codes';
import { isOpenThroughRock } from '../../work-type';
import type { CasingLinerRow } from '../casing-liner/casing-liner.schema';
import type { WaterEntryDesignRow } from '../water-entry-design/water-entry-design.schema';
import { CASING_TYPE } from './casing-support.constants';
import type { CasingSupport } from './casing-support.schema';

const P = 'casingSupport';

/** Editable once casing/liner details exist (casing liner rows or casing rows of water entry design), or by the regulator. */
export function casingSupportEditable(liner: readonly CasingLinerRow[], wed: readonly WaterEntryDesignRow[], ctx: BcrContext): boolean {
  if (isRegulator(ctx)) return true;
  return activeRows(liner).length > 0 || activeRows(wed).some((r) => r.screenType === SCREEN_TYPE.casing);
}

/** Open through rock forces casing type Open end, locked for everyone but the regulator. */
export function casingTypeLock(ctx: BcrContext): { value: number; locked: boolean } | null {
  return isOpenThroughRock(ctx.workType) ? { value: CASING_TYPE.openEnd, locked: !isRegulator(ctx) } : null;
}

function screenBounds(wed: readonly WaterEntryDesignRow[]): { maxTo: number | null; minFrom: number | null } {
  let maxTo: number | null = null;
  let minFrom: number | null = null;
  for (const r of activeRows(wed)) {
    if (r.screenType !== SCREEN_TYPE.screen) continue;
    if (r.to !== null && (maxTo === null || r.to > maxTo)) maxTo = r.to;
    if (r.from !== null && (minFrom === null || r.from < minFrom)) minFrom = r.from;
  }
  return { maxTo, minFrom };
}

function requiredFor(cs: CasingSupport, ctx: BcrContext): string[] {
  const required = isRegulator(ctx) ? [] : ['casingSupportMethod', 'casingType', 'casingProtectorCementedInPlace'];
  if (cs.sumpInstalled === YES_NO.yes) required.push('sumpInstalledFrom', 'sumpInstalledTo');
  if (cs.centralisersInstalled === YES_NO.yes) required.push('centraliserSpacing');
  if (cs.pressureCemented === YES_NO.yes) required.push('pressureCementedFrom', 'pressureCementedTo');
  return required;
}

/** The sump's "To" the other sections measure against: none unless a sump is installed (a value left behind a "No" is not one). */
export function installedSumpTo(cs: CasingSupport | null | undefined): number | null {
  return cs?.sumpInstalled === YES_NO.yes ? cs.sumpInstalledTo : null;
}

/** A sump starts at or below the deepest screen and ends below where it starts. */
function sumpIssues(cs: CasingSupport, maxScreenTo: number | null): Issue[] {
  if (cs.sumpInstalled !== YES_NO.yes) return [];
  const { sumpInstalledFrom: from, sumpInstalledTo: to } = cs;
  const issues: Issue[] = [];
  if (from !== null && maxScreenTo !== null && from < maxScreenTo) issues.push(error(`${P}.sumpInstalledFrom`, RULE_MESSAGES.sumpFromBelowScreen));
  if (from !== null && to !== null && to <= from) issues.push(error(`${P}.sumpInstalledTo`, BCR_MESSAGES.toGreaterThanFrom));
  return issues;
}

/** Pressure cementing ends below where it starts and above the shallowest screen. */
function pressureCementedIssues(cs: CasingSupport, minScreenFrom: number | null): Issue[] {
  if (cs.pressureCemented !== YES_NO.yes) return [];
  const { pressureCementedFrom: from, pressureCementedTo: to } = cs;
  if (from !== null && to !== null && to <= from) return [error(`${P}.pressureCementedTo`, BCR_MESSAGES.toGreaterThanFrom)];
  if (to !== null && minScreenFrom !== null && to > minScreenFrom) return [error(`${P}.pressureCementedTo`, RULE_MESSAGES.pressureCementedAboveScreen)];
  return [];
}

/** Casing support blocking rules (spec 2 section 5). */
export function casingSupportIssues(cs: CasingSupport, wed: readonly WaterEntryDesignRow[], ctx: BcrContext): Issue[] {
  const { maxTo, minFrom } = screenBounds(wed);
  const issues = [...requiredIssues(P, cs, requiredFor(cs, ctx)), ...sumpIssues(cs, maxTo), ...pressureCementedIssues(cs, minFrom)];
  if (isOpenThroughRock(ctx.workType) && cs.casingType !== null && cs.casingType !== CASING_TYPE.openEnd) {
    issues.push(error(`${P}.casingType`, RULE_MESSAGES.casingTypeOpenEnd));
  }
  return issues;
}

/** Centraliser spacing confirms: over 6 m, and over the master-data maximum of each casing material. */
export function casingSupportWarnings(
  cs: CasingSupport,
  liner: readonly CasingLinerRow[],
  wed: readonly WaterEntryDesignRow[],
  ctx: BcrContext,
): Issue[] {
  const spacing = cs.centraliserSpacing;
  if (cs.centralisersInstalled !== YES_NO.yes || spacing === null) return [];
  const path = `${P}.centraliserSpacing`;
  const issues: Issue[] = [];
  if (spacing > BCR_LIMITS.centraliserSpacingWarnMetres) {
    issues.push(warning(path, BCR_MESSAGES.centraliserSpacingOver6m, BCR_WARNING.centraliserSpacing6m));
  }
  const materials = new Set<number>();
  for (const r of activeRows(liner)) if (r.material !== null) materials.add(r.material);
  for (const r of activeRows(wed)) if (r.screenType === SCREEN_TYPE.casing && r.material !== null) materials.add(r.material);
  for (const id of materials) {
    const max = maxCentraliserSpacing(ctx.casingTypeValidations, id, null);
    if (max === null || spacing <= max) continue;
    const name = materialOf(id)?.name ?? String(id);
    issues.push(warning(path, bcrMessage.centraliserSpacingForMaterial(name, max), BCR_WARNING.centraliserSpacingMax));
  }
  return issues;
}
