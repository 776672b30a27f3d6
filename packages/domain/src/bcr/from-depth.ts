import { ROLE, type RoleId } from '../auth/roles';
import { isMultipleHolesWork, type WorkType } from './work-type';

/**
 * From-depth defaults (spec 2 section 4): for non-regulators the first row starts at 0 and a new row
 * takes the previous row's to-depth; for the regulator the from-depth starts blank and is free.
 */
export function defaultFromDepth(roleId: RoleId, previousTo: number | null | undefined, isFirst: boolean): number | null {
  if (roleId === ROLE.regulator) return null;
  if (isFirst) return 0;
  return previousTo ?? null;
}

/** Who may type a from-depth, per section (docs/decisions.md explains each choice). */
export const FROM_DEPTH_POLICY = {
  /** Lithology and drilling details: the regulator, or later rows of a multiple-holes work. */
  lithology: 'regulatorOrLaterRowsOfMultipleHoles',
  drillingDetails: 'regulatorOrLaterRowsOfMultipleHoles',
  /** Gravel pack: the first row always; later rows only for the driller role. */
  gravelPack: 'firstRowOrDriller',
  /** Excavation: non-driller roles (spec 2 section 6). */
  excavationDetails: 'nonDriller',
  /** Water bearing zones may leave gaps (from not below the previous to), so From is typed by everyone; it starts at the previous To. */
  waterBearingZones: 'always',
  casingLiner: 'firstRowOrRegulator',
  annulusFillSeal: 'firstRowOrRegulator',
  waterEntryDesign: 'firstRowOrRegulator',
  workPartlyBackfilled: 'firstRowOrRegulator',
} as const;
export type FromDepthSection = keyof typeof FROM_DEPTH_POLICY;

export function isFromDepthEditable(section: FromDepthSection, index: number, roleId: RoleId, workType: WorkType): boolean {
  const regulator = roleId === ROLE.regulator;
  switch (FROM_DEPTH_POLICY[section]) {
    case 'regulatorOrLaterRowsOfMultipleHoles':
      return regulator || (index > 0 && isMultipleHolesWork(workType));
    case 'firstRowOrDriller':
      return index === 0 || roleId === ROLE.driller;
    case 'nonDriller':
      return roleId !== ROLE.driller;
    case 'firstRowOrRegulator':
      return regulator || index === 0;
    case 'always':
      return true;
  }
}
