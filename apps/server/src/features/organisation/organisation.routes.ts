import type { FastifyInstance } from 'fastify';
import { ORGANISATION_CONTRACTS as C } from '@driller/domain';
import type { BusinessRegister } from '../../adapters/business-register/business-register.port';
import { authorise } from '../../platform/auth/auth.plugin';
import { resolvePortalViewer } from '../../platform/auth/viewer';
import type { Db } from '../../platform/db/kysely';
import { route } from '../../platform/http/contract-route';
import { assignDriller, associateMyself, drillerList, removeDriller } from './driller-assignment.service';
import { presentOrganisation, presentProfile } from './organisation.presenter';
import { listOrganisations } from './organisation.repository';
import { saveOrganisation, searchOrganisations } from './organisation.service';
import { BusinessRegisterUnavailable, searchRegister } from './register-search.service';

/** Companies, the business register lookup and driller assignment (spec 3 section 7 organisation/*). */
export async function organisationRoutes(
  app: FastifyInstance,
  deps: { db: Db; register: BusinessRegister },
): Promise<void> {
  const { db } = deps;
  // The register's own failure goes to the log; the user sees only "try again later".
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof BusinessRegisterUnavailable)
      request.log.warn({ reason: String(error.reason) }, 'business register unavailable');
  });

  route(app, C.list, {}, async (request) => {
    const viewer = await resolvePortalViewer(db, authorise(request, 'organisation.view'));
    return {
      success: true as const,
      data: (await listOrganisations(db)).map(presentOrganisation),
      profile: presentProfile(viewer),
    };
  });
  route(app, C.search, {}, async (request) => {
    authorise(request, 'organisation.view');
    return { success: true as const, data: await searchOrganisations(db, request.body) };
  });
  route(app, C.save, {}, async (request) => {
    const viewer = await resolvePortalViewer(db, authorise(request, 'organisation.view'));
    return saveOrganisation(deps, viewer, request.body, request.id);
  });
  route(app, C.registerSearch, {}, async (request) => {
    authorise(request, 'organisation.view');
    const { results, note } = await searchRegister(deps.register, request.query.name);
    return { success: true as const, data: results, note };
  });
  route(app, C.drillerList, {}, async (request) => {
    const viewer = await resolvePortalViewer(db, authorise(request, 'organisation.assignDriller'));
    return drillerList(db, viewer, request.params.organisationId);
  });
  route(app, C.assignDriller, {}, async (request) => {
    const viewer = await resolvePortalViewer(db, authorise(request, 'organisation.assignDriller'));
    return assignDriller(db, viewer, request.params.drillerId, request.params.organisationId, request.id);
  });
  route(app, C.removeDriller, {}, async (request) => {
    const viewer = await resolvePortalViewer(db, authorise(request, 'organisation.assignDriller'));
    return removeDriller(db, viewer, request.params.drillerId, request.id);
  });
  route(app, C.associate, {}, async (request) => {
    const viewer = await resolvePortalViewer(db, authorise(request, 'organisation.associateSelf'));
    return associateMyself(db, viewer, request.body.organisationId, request.id);
  });
}
