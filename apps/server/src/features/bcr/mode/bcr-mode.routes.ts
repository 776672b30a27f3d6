import type { FastifyInstance } from 'fastify';
import { BCR_CONTRACTS } from '@driller/domain';
import { route } from '../../../platform/http/contract-route';
import type { BcrDeps } from '../bcr-deps';
import { authoriseBcr } from '../bcr-request';
import { changeBcrMode, deactivateBcr } from './bcr-mode.service';

/** POST bcr/changebcrmode and bcr/deactivate (spec 2 section 7, spec 3 section 6). */
export async function bcrModeRoutes(app: FastifyInstance, { db }: BcrDeps): Promise<void> {
  route(app, BCR_CONTRACTS.changeMode, {}, async (request) => changeBcrMode(db, authoriseBcr(request, 'bcr.editSubmitted'), request.body));
  route(app, BCR_CONTRACTS.deactivate, {}, async (request) => deactivateBcr(db, authoriseBcr(request, 'bcr.lead'), request.body));
}
