import {
  ADMIN_MESSAGES,
  PEOPLE_MESSAGES,
  ROLE,
  can,
  canEditUserRow,
  isRoleId,
  statusConfirmations,
  userCompanyIssues,
  userFieldIssues,
  userFieldLocks,
  type Issue,
  type SaveUserRequest,
  type UserFormValues,
} from '@driller/domain';
import { recordAudit } from '../../platform/audit/audit.repository';
import type { PortalViewer } from '../../platform/auth/viewer';
import { forbidden, notFound, staleVersion } from '../../platform/http/errors';
import type { PeopleDeps } from './people.deps';
import { findClashes, listOrganisations } from './people.repository';
import { clashIssues, refuseIssues, sendInvitation, unconfirmed } from './save-outcome';
import { presentUser, storedStatus, userFormValues } from './users.presenter';
import { insertPerson, updatePerson } from './person.repository';
import { findUser, type UserColumns, type UserRow } from './users.repository';

/**
 * What the viewer may change. Only the user-edit role sets role, status and company (nobody promotes
 * themselves); work e-mail and username follow userFieldLocks.
 */
function allowedValues(
  viewer: PortalViewer,
  body: SaveUserRequest,
  stored: UserRow | undefined,
): UserFormValues {
  if (!stored) {
    if (!can(viewer, 'user.create')) throw forbidden();
    return body;
  }
  if (!canEditUserRow(viewer, { isSelf: viewer.userId === stored.userId })) throw forbidden();
  const before = userFormValues(stored);
  const locks = userFieldLocks(viewer, { isNew: false, hasAccount: stored.idpSubject !== null });
  const administered = can(viewer, 'user.editAny')
    ? {}
    : { roleId: before.roleId, status: before.status, organisationId: before.organisationId };
  return {
    ...body,
    userId: stored.userId,
    ...administered,
    ...(locks.workEmail ? { workEmail: before.workEmail } : {}),
    ...(locks.username ? { username: before.username } : {}),
  };
}

async function ruleIssues(
  deps: PeopleDeps,
  values: UserFormValues,
  stored: UserRow | undefined,
): Promise<Issue[]> {
  const roleId = isRoleId(values.roleId) ? values.roleId : null;
  const fieldIssues = userFieldIssues(values);
  if (fieldIssues.length > 0) return fieldIssues;
  const unchangedCompany =
    stored !== undefined &&
    stored.organisationId === values.organisationId &&
    stored.roleId === values.roleId;
  const companyIssues = unchangedCompany
    ? []
    : userCompanyIssues(await listOrganisations(deps.db), roleId, values.organisationId);
  const clashes = await findClashes(
    deps.db,
    { username: values.username ?? '', email: values.workEmail ?? '', licenceNo: null },
    { userId: stored?.userId ?? null, subject: stored?.idpSubject ?? null },
  );
  return [...companyIssues, ...clashIssues(clashes, { username: 'username', email: 'workEmail' }, null)];
}

function columns(values: UserFormValues, subject: string | null): UserColumns {
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  return {
    username: (values.username ?? '').trim(),
    first_name: (values.firstName ?? '').trim(),
    last_name: (values.lastName ?? '').trim(),
    work_email: (values.workEmail ?? '').trim(),
    work_mobile: text(values.workMobile),
    address: text(values.address),
    comments: text(values.comments),
    role_id: values.roleId ?? 0,
    organisation_id: values.organisationId ?? null,
    status: storedStatus(values.status ?? 0),
    idp_subject: subject,
  };
}

/** admin/saveuser (spec 3 "Non-driller user form"); making a user inactive needs its confirmation code. */
export async function saveUser(
  deps: PeopleDeps,
  viewer: PortalViewer,
  body: SaveUserRequest,
  requestId: string,
) {
  const stored = body.userId ? await findUser(deps.db, body.userId) : undefined;
  if (body.userId && !stored) throw notFound(ADMIN_MESSAGES.userNotFound);
  const values = allowedValues(viewer, body, stored);
  const issues = await ruleIssues(deps, values, stored);
  if (issues.length > 0) refuseIssues(issues);
  const previousStatus = stored ? userFormValues(stored).status : null;
  const questions = unconfirmed(
    statusConfirmations({ drillerStatus: values.status, drillerLicenseFrom: null, previousStatus }),
    body.confirmed,
  );
  if (questions.length > 0) refuseIssues(questions.map((q) => ({ ...q, severity: 'error' })));
  if (stored && body.version !== stored.version) throw staleVersion(PEOPLE_MESSAGES.staleRecord);

  const invite = deps.accounts !== null && !stored?.idpSubject;
  let accountId: string | null = null;
  const userId = await deps.db.transaction().execute(async (trx) => {
    const draft = columns(values, stored?.idpSubject ?? null);
    if (invite && deps.accounts) {
      accountId = await deps.accounts.createAccount(trx, {
        email: draft.work_email,
        username: draft.username,
        firstName: draft.first_name,
        lastName: draft.last_name,
        userType: draft.role_id === ROLE.drillingCompanyAdmin ? 'CompanyAdmin' : 'Staff',
        workMobile: draft.work_mobile,
      });
    }
    const row = { ...draft, idp_subject: accountId ?? draft.idp_subject };
    let id: number;
    if (stored) {
      if (!(await updatePerson(trx, stored, row, viewer.subject)))
        throw staleVersion(PEOPLE_MESSAGES.staleRecord);
      id = stored.userId;
    } else {
      id = await insertPerson(trx, row, viewer.subject);
    }
    await recordAudit(trx, {
      actor: viewer.subject,
      action: stored ? 'update' : 'create',
      entity: 'user',
      entityId: id,
      requestId,
      before: stored
        ? { ...columns(userFormValues(stored), stored.idpSubject), version: stored.version }
        : undefined,
      after: { ...row, accountCreated: accountId !== null },
    });
    return id;
  });
  const invited = accountId !== null && (await sendInvitation(deps, accountId));
  const saved = await findUser(deps.db, userId);
  if (!saved) throw notFound(ADMIN_MESSAGES.userNotFound);
  return {
    success: true as const,
    message: ADMIN_MESSAGES.dataSaved,
    data: presentUser(saved, viewer),
    accountInvited: invited,
  };
}
