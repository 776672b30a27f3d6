import {
  ADMIN_MESSAGES,
  ROLE,
  drillerCompanyChoices,
  drillerFieldIssues,
  drillerFormAccess,
  drillerStatusIssues,
  endorsementNames,
  error,
  licenceClassName,
  licenceExpiryDate,
  statusConfirmations,
  type DrillerFormValues,
  type Issue,
  type SaveDrillerRequest,
  PEOPLE_MESSAGES,
} from '@driller/domain';
import { recordAudit } from '../../platform/audit/audit.repository';
import type { PortalViewer } from '../../platform/auth/viewer';
import { forbidden, notFound, staleVersion } from '../../platform/http/errors';
import { hasPendingBcr } from '../../platform/db/driller-query';
import {
  findDriller,
  insertDriller,
  updateDriller,
  type DrillerRow,
} from './drillers.repository';
import { drillerFormValues, presentDriller } from './drillers.presenter';
import type { PeopleDeps } from './people.deps';
import { findClashes, listOrganisations } from './people.repository';
import { clashIssues, refuseIssues, sendInvitation, unconfirmed } from './save-outcome';

/** Fields only the driller-edit role changes; anyone else keeps the stored values (the browser is not trusted). */
const REGULATED: readonly (keyof DrillerFormValues)[] = [
  'drillerType',
  'drillerStatus',
  'drillerLicenseNo',
  'drillerLicenseFrom',
  'licenseClassId',
  'drillingEndorsements',
  'comments',
];

function lockedFieldsKept(
  body: SaveDrillerRequest,
  stored: DrillerFormValues | null,
  access: ReturnType<typeof drillerFormAccess>,
): DrillerFormValues {
  // Role and the company-admin flag are never edited here (DCA requests grant the flag).
  const values: DrillerFormValues = {
    ...body,
    roleId: ROLE.driller,
    isDrillingCompanyAdmin: stored?.isDrillingCompanyAdmin ?? false,
  };
  if (!stored) return values;
  const kept: Partial<Record<keyof DrillerFormValues, unknown>> = {};
  if (!access.regulatedFields) for (const key of REGULATED) kept[key] = stored[key];
  if (!access.drillerType) kept.drillerType = stored.drillerType;
  if (!access.username) kept.username = stored.username;
  return { ...values, ...(kept as Partial<DrillerFormValues>) };
}

async function companyIssues(
  deps: PeopleDeps,
  viewer: PortalViewer,
  values: DrillerFormValues,
  stored: DrillerRow | undefined,
): Promise<Issue[]> {
  const chosen = values.organisationId ?? null;
  if (chosen === null || chosen === (stored?.organisationId ?? null)) return [];
  const choices = drillerCompanyChoices(await listOrganisations(deps.db), viewer);
  if (!choices.some((org) => org.id === chosen))
    return [error('organisationId', ADMIN_MESSAGES.selectCompany)];
  // Spec 3 "Driller status": a company change waits until the reports filed under the present company are submitted.
  if (stored?.organisationId && (await hasPendingBcr(deps.db, stored.drillerId, stored.organisationId))) {
    return [error('organisationId', ADMIN_MESSAGES.pendingBcrCompanyChange)];
  }
  return [];
}

async function ruleIssues(
  deps: PeopleDeps,
  viewer: PortalViewer,
  values: DrillerFormValues,
  stored: DrillerRow | undefined,
): Promise<Issue[]> {
  const issues = [
    ...drillerFieldIssues(values),
    ...drillerStatusIssues(
      { drillerStatus: values.drillerStatus, drillerLicenseFrom: values.drillerLicenseFrom },
      deps.today(),
    ),
  ];
  if (issues.length > 0) return issues;
  const clashes = await findClashes(
    deps.db,
    {
      username: values.username ?? '',
      email: values.workEmail ?? '',
      licenceNo: values.drillerLicenseNo ?? null,
    },
    { userId: stored?.userId ?? null, subject: stored?.idpSubject ?? null },
  );
  return [
    ...clashIssues(
      clashes,
      { username: 'username', email: 'workEmail', licence: 'drillerLicenseNo' },
      values.drillerLicenseNo ?? null,
    ),
    ...(await companyIssues(deps, viewer, values, stored)),
  ];
}

function columns(values: DrillerFormValues) {
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  return {
    person: {
      username: (values.username ?? '').trim(),
      first_name: (values.drillerFirstName ?? '').trim(),
      last_name: (values.drillerLastName ?? '').trim(),
      work_email: (values.workEmail ?? '').trim(),
      work_mobile: text(values.workMobile),
      address: text(values.externalAddress),
      comments: text(values.comments),
      role_id: ROLE.driller,
      organisation_id: values.organisationId ?? null,
    },
    driller: {
      licence_no: (values.drillerLicenseNo ?? '').trim(),
      driller_type: values.drillerType,
      licence_class: licenceClassName(values.licenseClassId),
      licence_from: values.drillerLicenseFrom ?? null,
      licence_expiry: licenceExpiryDate(values.drillerLicenseFrom),
      drilling_endorsements: endorsementNames(values.drillingEndorsements),
      status: values.drillerStatus ?? 1,
    },
  };
}

function allowedValues(viewer: PortalViewer, body: SaveDrillerRequest, stored: DrillerRow | undefined) {
  const isNew = !stored;
  const access = drillerFormAccess(viewer, {
    isSelf: stored !== undefined && viewer.drillerId === stored.drillerId,
    isNew,
    hasAccount: stored?.idpSubject != null,
  });
  if (access.readOnly) throw forbidden();
  return lockedFieldsKept(body, stored ? drillerFormValues(stored) : null, access);
}

/**
 * admin/savedriller (spec 3 "Driller form", "Driller save"). The rules run again here whatever the
 * form did; a debar needs its confirmation code; a new driller with a work e-mail gets a sign-in
 * account and the e-mail that lets them choose a password.
 */
export async function saveDriller(
  deps: PeopleDeps,
  viewer: PortalViewer,
  body: SaveDrillerRequest,
  requestId: string,
) {
  const stored = body.drillerId ? await findDriller(deps.db, body.drillerId) : undefined;
  if (body.drillerId && !stored) throw notFound(ADMIN_MESSAGES.drillerNotFound);
  const values = allowedValues(viewer, body, stored);
  const issues = await ruleIssues(deps, viewer, values, stored);
  if (issues.length > 0) refuseIssues(issues);
  const questions = unconfirmed(
    statusConfirmations({
      drillerStatus: values.drillerStatus,
      drillerLicenseFrom: values.drillerLicenseFrom,
      previousStatus: stored?.drillerStatus ?? null,
    }),
    body.confirmed,
  );
  if (questions.length > 0) refuseIssues(questions.map((q) => ({ ...q, severity: 'error' })));
  if (stored && body.version !== stored.version) throw staleVersion(PEOPLE_MESSAGES.staleRecord);

  const { person, driller } = columns(values);
  const invite = deps.accounts !== null && person.work_email !== '' && !stored?.idpSubject;
  let accountId: string | null = null;
  const drillerId = await deps.db.transaction().execute(async (trx) => {
    if (invite && deps.accounts) {
      accountId = await deps.accounts.createAccount(trx, {
        email: person.work_email,
        username: person.username,
        firstName: person.first_name,
        lastName: person.last_name,
        userType: 'Driller',
        drillerLicenceNo: driller.licence_no,
        workMobile: person.work_mobile,
      });
    }
    const subject = accountId ?? stored?.idpSubject ?? null;
    let id: number;
    if (stored) {
      const saved = await updateDriller(
        trx,
        stored,
        { ...person, idp_subject: subject },
        driller,
        viewer.subject,
      );
      if (!saved) throw staleVersion(PEOPLE_MESSAGES.staleRecord);
      id = stored.drillerId;
    } else {
      id = await insertDriller(trx, { ...person, idp_subject: subject }, driller, viewer.subject);
    }
    await recordAudit(trx, {
      actor: viewer.subject,
      action: stored ? 'update' : 'create',
      entity: 'driller',
      entityId: id,
      requestId,
      before: stored ? { ...columns(drillerFormValues(stored)), version: stored.version } : undefined,
      after: { person, driller, accountCreated: accountId !== null },
    });
    return id;
  });
  const invited = accountId !== null && (await sendInvitation(deps, accountId));
  const saved = await findDriller(deps.db, drillerId);
  if (!saved) throw notFound(ADMIN_MESSAGES.drillerNotFound);
  return {
    success: true as const,
    message: ADMIN_MESSAGES.dataSaved,
    data: presentDriller(saved, viewer),
    accountInvited: invited,
  };
}
