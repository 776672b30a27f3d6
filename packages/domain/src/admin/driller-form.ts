import { z } from 'zod';
import { ROLE, isRoleId } from '../auth/roles';
import type { Issue } from '../common/issue';
import { DRILLER_STATUS, DRILLER_TYPE, isDrillerStatus } from './codes';
import { LICENCE_EXPIRY_YEARS } from './constants';
import { addYears, isIsoDate } from './dates';
import { licenceNumberRules, usernameRules } from './driller-identity';
import { addIssuesToZod, emailRules, required } from './field-rules';
import { ADMIN_MESSAGES } from './messages';

const text = z.string().nullish();

/** The driller record as the Manage Driller form edits it (spec 3 "Driller (manage)"). */
export const drillerFormShape = z.object({
  drillerId: z.number().int().nullish(),
  drillerType: z.union([z.literal(DRILLER_TYPE.nsw), z.literal(DRILLER_TYPE.interstate)]),
  drillerStatus: z.number().int().refine(isDrillerStatus, ADMIN_MESSAGES.required).nullish(),
  drillerFirstName: text,
  drillerLastName: text,
  drillerLicenseNo: text,
  /** ISO yyyy-MM-dd; the form shows it as dd/MM/yyyy. */
  drillerLicenseFrom: z.string().refine(isIsoDate, ADMIN_MESSAGES.invalidDate).nullish(),
  licenseClassId: z.number().int().nullish(),
  drillingEndorsements: z.array(z.number().int()).nullish(),
  workEmail: text,
  workMobile: text,
  externalAddress: text,
  comments: text,
  organisationId: z.number().int().nullish(),
  username: text,
  roleId: z.number().int().refine(isRoleId, ADMIN_MESSAGES.required).nullish(),
  isDrillingCompanyAdmin: z.boolean().nullish(),
});
export type DrillerFormValues = z.infer<typeof drillerFormShape>;

/**
 * Field rules of spec 3 "Driller form". Licence class, licence-from and endorsements may wait while
 * the driller is Under Review (status 1), because the licence is not yet issued.
 */
export function drillerFieldIssues(values: DrillerFormValues): Issue[] {
  const roleId = values.roleId && isRoleId(values.roleId) ? values.roleId : null;
  const issues: Issue[] = [
    ...required('drillerStatus', values.drillerStatus),
    ...required('drillerFirstName', values.drillerFirstName),
    ...required('drillerLastName', values.drillerLastName),
    ...required('drillerLicenseNo', values.drillerLicenseNo),
    ...licenceNumberRules('drillerLicenseNo', values.drillerLicenseNo, values.drillerType),
    ...required('roleId', values.roleId),
  ];
  if (values.drillerStatus !== DRILLER_STATUS.underReview) {
    issues.push(
      ...required('licenseClassId', values.licenseClassId),
      ...required('drillerLicenseFrom', values.drillerLicenseFrom),
      ...required('drillingEndorsements', values.drillingEndorsements),
    );
  }
  issues.push(...emailRules('workEmail', values.workEmail, roleId !== null && roleId !== ROLE.driller));
  issues.push(...usernameRules('username', values.username, roleId));
  return issues;
}

/** For zodResolver: the shape plus every field rule. */
export const drillerFormSchema = drillerFormShape.superRefine((values, ctx) => {
  addIssuesToZod(ctx, drillerFieldIssues(values));
});

/** Licence expiry is derived, never typed: licence-from plus three years. */
export function licenceExpiryDate(licenceFrom: string | null | undefined): string | null {
  if (!licenceFrom || !isIsoDate(licenceFrom)) return null;
  return addYears(licenceFrom, LICENCE_EXPIRY_YEARS);
}
