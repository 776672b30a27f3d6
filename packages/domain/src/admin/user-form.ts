import { z } from 'zod';
import { ROLE, isRoleId, type RoleId } from '../auth/roles';
import { error, type Issue } from '../common/issue';
import { USER_STATUS } from './codes';
import { usernameRules } from './driller-identity';
import { addIssuesToZod, emailRules, required } from './field-rules';
import { ADMIN_MESSAGES } from './messages';

/** Roles a non-driller user may hold: every role but Driller (drillers have their own form). */
export const NON_DRILLER_ROLES: readonly RoleId[] = [
  ROLE.superAdmin,
  ROLE.drillingCompanyAdmin,
  ROLE.regulator,
  ROLE.readOnlyAll,
  ROLE.hydrogeologist,
];

const text = z.string().nullish();

/** The non-driller user as Manage User edits it. */
export const userFormShape = z.object({
  userId: z.number().int().nullish(),
  status: z.number().int().nullish(),
  roleId: z.number().int().nullish(),
  firstName: text,
  lastName: text,
  workEmail: text,
  organisationId: z.number().int().nullish(),
  username: text,
  workMobile: text,
  address: text,
  comments: text,
});
export type UserFormValues = z.infer<typeof userFormShape>;

function statusIssues(status: number | null | undefined): Issue[] {
  if (status === null || status === undefined) return required('status', status);
  return status === USER_STATUS.active || status === USER_STATUS.inactive
    ? []
    : [error('status', ADMIN_MESSAGES.required)];
}

function roleIssues(roleId: number | null | undefined): Issue[] {
  const valid = isRoleId(roleId) && NON_DRILLER_ROLES.includes(roleId);
  return valid ? [] : [error('roleId', ADMIN_MESSAGES.required)];
}

/** Mandatory: status, role, names, work email, company, username; mobile, address and comments optional. */
export function userFieldIssues(values: UserFormValues): Issue[] {
  const roleId = isRoleId(values.roleId) ? values.roleId : null;
  return [
    ...statusIssues(values.status),
    ...roleIssues(values.roleId),
    ...required('firstName', values.firstName),
    ...required('lastName', values.lastName),
    ...emailRules('workEmail', values.workEmail, true),
    ...required('organisationId', values.organisationId),
    ...usernameRules('username', values.username, roleId),
  ];
}

export const userFormSchema = userFormShape.superRefine((values, ctx) => {
  addIssuesToZod(ctx, userFieldIssues(values));
});
