import type { FastifyInstance } from 'fastify';
import { SEARCH_CONTRACTS } from '@driller/domain';
import { authorise } from '../../../platform/auth/auth.plugin';
import type { Db } from '../../../platform/db/kysely';
import { route } from '../../../platform/http/contract-route';
import { dashboardList } from './dashboard.service';

/** The dashboard's grids (spec 3 "Dashboard (/Home)"): pages of the viewer's works, as GET work/list pages them. */
export async function dashboardRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  route(app, SEARCH_CONTRACTS.dashboardList, {}, async (request) => dashboardList(db, authorise(request, 'home.view'), request.query));
}
