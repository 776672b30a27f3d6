import { ROLE, isCompanyAdmin, type Subject } from '../auth/roles';

/**
 * /Organisation start page. The spec says "a driller who already has a company and has role 1 or 2
 * goes straight to the edit page"; a Driller never has role 1 or 2, so we read it as a company admin
 * (role 2 or a Driller flagged isDCA) with a company: they have one company to look after.
 */
export function organisationStartPage(viewer: Subject, hasCompany: boolean): 'list' | 'edit' {
  return hasCompany && isCompanyAdmin(viewer) ? 'edit' : 'list';
}

/** After a company save: a Driller returns to /Organisation, everyone else goes /Home. */
export function organisationSaveRedirect(viewer: Subject): '/Home' | '/Organisation' {
  return viewer.roleId === ROLE.driller ? '/Organisation' : '/Home';
}
