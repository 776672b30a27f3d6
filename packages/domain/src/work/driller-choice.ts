import { ROLE } from '../auth/roles';
import { error, type Issue } from '../common/issue';
import { WORK_DECIDED_MESSAGES } from './messages';
import { holePath } from './monitoring-holes';

/** Roles whose driller lists hold every driller: Super Admin, the Regulator and the read-only roles. */
export const ALL_DRILLERS_ROLES: readonly number[] = [ROLE.superAdmin, ROLE.regulator, ROLE.readOnlyAll, ROLE.hydrogeologist];

export interface DrillerChooser {
  roleId: number;
  isDCA: boolean;
  drillerId: number | null;
  organisationId: number | null;
}

export interface DrillerRef {
  drillerId: number;
  organisationId: number | null;
}

/** Which drillers the work form offers this person: everyone, their company's, or only themself. */
export type DrillerChoice = 'all' | 'company' | 'self';

export function drillerChoice(viewer: Pick<DrillerChooser, 'roleId' | 'isDCA'>): DrillerChoice {
  if (ALL_DRILLERS_ROLES.includes(viewer.roleId)) return 'all';
  const companyAdmin = viewer.roleId === ROLE.drillingCompanyAdmin || (viewer.roleId === ROLE.driller && viewer.isDCA);
  return companyAdmin ? 'company' : 'self';
}

/** True when the form offers `target` to this person (the driller select's list, spec 1 section 6). */
export function mayChooseDriller(viewer: DrillerChooser, target: DrillerRef): boolean {
  const choice = drillerChoice(viewer);
  if (choice === 'all') return true;
  if (choice === 'company' && viewer.organisationId !== null && target.organisationId === viewer.organisationId) return true;
  return viewer.drillerId === target.drillerId;
}

/**
 * A transfer by someone whose driller list holds only themself is refused: the screen never offers it.
 * A company admin's move to another company is refused by drillerChangeOutcome with the spec's message.
 */
export function transferRefusal(viewer: DrillerChooser, target: DrillerRef): string | null {
  return drillerChoice(viewer) === 'self' && !mayChooseDriller(viewer, target) ? WORK_DECIDED_MESSAGES.transferNotOffered : null;
}

/**
 * Monitoring holes are drilled by the work's company: each hole's driller is the work's driller or a
 * driller of the same company. `companyOf` holds the company of each known driller.
 */
export function holeDrillerCompanyIssues(
  holeDrillers: readonly (number | null)[],
  work: DrillerRef,
  companyOf: ReadonlyMap<number, number | null>,
): Issue[] {
  return holeDrillers.flatMap((id, i) => {
    if (id === null || id === work.drillerId || !companyOf.has(id)) return [];
    const company = companyOf.get(id) ?? null;
    if (company !== null && company === work.organisationId) return [];
    return [error(holePath(i, 'driller'), holeDrillerNotInCompany(i + 1))];
  });
}

export const holeDrillerNotInCompany = (n: number): string => `Row#${n} : ${WORK_DECIDED_MESSAGES.holeDrillerNotInCompany}`;
