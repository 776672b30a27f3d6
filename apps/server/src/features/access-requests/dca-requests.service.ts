import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  ACCESS_REQUEST_MESSAGES,
  REQUEST_STATUS,
  ROLE,
  can,
  type CurrentUser,
  type ReviewRequest,
  type requestSearchSchema,
} from '@driller/domain';
import { findUserBySubject } from '../../platform/auth/portal-user.repository';
import type { Db } from '../../platform/db/kysely';
import { badRequest, forbidden } from '../../platform/http/errors';
import { presentDca } from './access-requests.presenter';
import { openRequest, presentRequests, reviewRequest, searchedStatuses, type Decision, type RequestKindSteps } from './access-requests.service';
import { requestProfile } from './review-common';
import type { RequestMailDeps } from './request-mail';
import {
  findDca,
  findPendingDca,
  grantCompanyAdmin,
  listRequestableCompanies,
  searchDca,
  type DcaRow,
} from './dca-requests.repository';

const KIND = 'dca';

const DCA: RequestKindSteps<DcaRow> = {
  kind: KIND,
  table: 'dca_access_requests',
  entity: 'dca_access_request',
  find: findDca,
  present: presentDca,
  apply: grantOnApproval,
  outcomeMail: dcaOutcomeMail,
};

export const presentDcaRows = (db: Db, rows: DcaRow[]) => presentRequests(db, DCA, rows);

/** The Super Admin sees every request; a driller only their own (null: all). */
const ownDrillerId = (me: CurrentUser, viewer: Viewer): number | null =>
  can(me, 'dcaRequest.approve') ? null : (viewer.drillerId ?? -1);

/** The signed-in person's driller record as stored now (a token's isDCA may predate an approval). */
interface Viewer {
  drillerId: number | null;
  organisationId: number | null;
  organisationName: string | null;
  isDca: boolean;
}

async function viewerOf(db: Db, me: CurrentUser): Promise<Viewer> {
  const user = await findUserBySubject(db, me.subject);
  return {
    drillerId: user?.drillerId ?? null,
    organisationId: user?.organisationId ?? null,
    organisationName: user?.organisationName ?? null,
    isDca: Number(user?.isDrillingCompanyAdmin ?? 0) === 1,
  };
}

/** A Driller not yet company admin, with no request waiting, may file one. */
async function mayCreate(db: Db, me: CurrentUser, viewer: Viewer): Promise<boolean> {
  if (!can(me, 'dcaRequest.create') || viewer.isDca || viewer.drillerId === null) return false;
  return (await findPendingDca(db, viewer.drillerId)) === undefined;
}

async function profileOf(db: Db, me: CurrentUser, viewer: Viewer) {
  const organisation = viewer.organisationId !== null ? { id: viewer.organisationId, name: viewer.organisationName ?? '' } : null;
  return requestProfile(me, organisation, await mayCreate(db, me, viewer));
}

export async function listDcaRequests(db: Db, me: CurrentUser) {
  const viewer = await viewerOf(db, me);
  const rows = await searchDca(db, { name: '', email: '', statuses: [], drillerId: ownDrillerId(me, viewer) });
  const profile = await profileOf(db, me, viewer);
  // Only a driller without a company picks one; everyone else gets an empty list.
  const organisations = profile.canCreate && profile.organisation === null ? await listRequestableCompanies(db) : [];
  return { success: true as const, data: await presentDcaRows(db, rows), profile, organisations };
}

export async function searchDcaRequests(db: Db, me: CurrentUser, filter: z.output<typeof requestSearchSchema>) {
  const viewer = await viewerOf(db, me);
  const statuses = searchedStatuses(KIND, filter.status);
  const rows = await searchDca(db, { name: filter.name, email: filter.email, statuses, drillerId: ownDrillerId(me, viewer) });
  return { success: true as const, data: await presentDcaRows(db, rows) };
}

export async function openDca(db: Db, me: CurrentUser, by: { token?: string; userRegistrationRequestId?: number }) {
  const viewer = await viewerOf(db, me);
  const own = ownDrillerId(me, viewer);
  // Another driller's request is as good as absent.
  return openRequest(db, DCA, by, await profileOf(db, me, viewer), (row) => own === null || row.driller_id === own);
}

function dcaOutcomeMail(row: DcaRow, { status, comments }: Decision) {
  if (status === REQUEST_STATUS.rejected)
    return {
      subject: "Your 'Drilling Company Admin' access request was rejected",
      text: `Hello ${row.first_name},\n\nYour request for 'Drilling Company Admin' access to ${row.organisation_name} was rejected.\n\nComments: ${comments ?? ''}\n`,
    };
  return {
    subject: "You have 'Drilling Company Admin' access",
    text: `Hello ${row.first_name},\n\nYou are now a Drilling Company Admin of ${row.organisation_name}. Sign in again to the Driller Portal to see the company admin menus.\n`,
  };
}

/** Approval grants the flag (and the company to a driller without one). */
async function grantOnApproval(tx: Db, row: DcaRow, { status, actor }: Decision) {
  if (status === REQUEST_STATUS.approved)
    await grantCompanyAdmin(tx, { drillerId: row.driller_id, userId: row.user_id, organisationId: row.organisation_id, actor });
  return { drillerId: row.driller_id };
}

/** POST userregistrationrequest/driller/save. */
export async function reviewDca(deps: RequestMailDeps, me: CurrentUser, input: ReviewRequest, ctx: { requestId: string; log: FastifyBaseLogger }) {
  const reviewed = await reviewRequest(deps, me, input, ctx, DCA);
  return { ...reviewed, profile: await profileOf(deps.db, me, await viewerOf(deps.db, me)) };
}

/** Who may file: a Driller with a driller record, not yet company admin, with nothing pending. */
export async function assertMayRequestDca(db: Db, me: CurrentUser): Promise<Viewer & { drillerId: number }> {
  if (me.roleId !== ROLE.driller) throw forbidden();
  const viewer = await viewerOf(db, me);
  if (viewer.drillerId === null) throw forbidden();
  if (viewer.isDca) throw badRequest(ACCESS_REQUEST_MESSAGES.dcaAlreadyGranted);
  if (await findPendingDca(db, viewer.drillerId)) throw badRequest(ACCESS_REQUEST_MESSAGES.dcaAlreadyPending);
  return { ...viewer, drillerId: viewer.drillerId };
}
