import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PEOPLE_CONTRACTS } from '@driller/domain';
import { authorise, signedInUser } from '../../platform/auth/auth.plugin';
import { resolvePortalViewer } from '../../platform/auth/viewer';
import { forbidden } from '../../platform/http/errors';
import { route } from '../../platform/http/contract-route';
import { checkPendingBcr, drillerMasterData, findDrillers } from './drillers.service';
import type { PeopleDeps } from './people.deps';
import { saveDriller } from './save-driller.service';
import { saveUser } from './save-user.service';
import { findUsers, userMasterData } from './users.service';

/**
 * Manage Driller and Manage User (spec 3 section 7). Each route checks the policy table first; the
 * services then apply the record rules (own record, read-only roles, regulated fields).
 */
export async function peopleRoutes(app: FastifyInstance, deps: PeopleDeps): Promise<void> {
  const { db } = deps;
  const viewerFor = (request: FastifyRequest, action?: 'driller.manage' | 'user.manage') =>
    resolvePortalViewer(db, action ? authorise(request, action) : signedInUser(request));

  route(app, PEOPLE_CONTRACTS.masterData, {}, async (request) => {
    const me = authorise(request, 'driller.manage');
    return {
      success: true as const,
      payload: await drillerMasterData(db, await resolvePortalViewer(db, me), me.drillerLicenseNo),
    };
  });
  // View Profile opens the own record for every role, so the user form's lists are for everyone signed in.
  route(app, PEOPLE_CONTRACTS.userMasterData, {}, async (request) => ({
    success: true as const,
    payload: await userMasterData(db, await viewerFor(request)),
  }));
  route(app, PEOPLE_CONTRACTS.searchDriller, {}, async (request) => {
    const viewer = await viewerFor(request);
    const ownProfile = request.body.drillerId !== undefined && request.body.drillerId === viewer.drillerId;
    if (!ownProfile) authorise(request, 'driller.manage');
    return { success: true as const, data: await findDrillers(db, viewer, request.body) };
  });
  route(app, PEOPLE_CONTRACTS.searchUser, {}, async (request) => {
    const viewer = await viewerFor(request);
    const ownProfile = request.body.userId !== undefined && request.body.userId === viewer.userId;
    if (!ownProfile) authorise(request, 'user.manage');
    return { success: true as const, data: await findUsers(db, viewer, request.body) };
  });
  route(app, PEOPLE_CONTRACTS.saveDriller, {}, async (request) =>
    saveDriller(deps, await viewerFor(request, 'driller.manage'), request.body, request.id),
  );
  route(app, PEOPLE_CONTRACTS.saveUser, {}, async (request) => {
    const viewer = await viewerFor(request);
    if (viewer.userId === null) throw forbidden();
    return saveUser(deps, viewer, request.body, request.id);
  });
  route(app, PEOPLE_CONTRACTS.checkPendingBcr, {}, async (request) =>
    checkPendingBcr(db, await viewerFor(request, 'driller.manage'), request.body),
  );
}
