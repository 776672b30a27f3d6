import type { FastifyInstance } from 'fastify';
import {
  BCR_CONTRACTS,
  BCR_SECTIONS,
  BCR_SECTION_SAVES,
  BCR_SECTION_SAVE_CONTRACTS,
  BCR_SERVER_MESSAGES,
  type BcrSectionSaveKey,
} from '@driller/domain';
import { route, type ContractRequest } from '../../../platform/http/contract-route';
import type { BcrDeps } from '../bcr-deps';
import { authoriseBcr, clientRequestIdOf, throwBcrSchemaErrors } from '../bcr-request';
import { saveBcrSections, type SaveRoute } from './bcr-save.service';

type SaveRequest = ContractRequest<typeof BCR_CONTRACTS.saveWholeReport>;

/** Every save route of spec 2 section 7 but submit: one per section, and savebcr for the whole report. */
export async function bcrSaveRoutes(app: FastifyInstance, { db }: BcrDeps): Promise<void> {
  const handler = (saveRoute: SaveRoute) => async (request: SaveRequest) => {
    const me = authoriseBcr(request);
    throwBcrSchemaErrors(request);
    const data = await saveBcrSections(db, me, request.body, saveRoute, clientRequestIdOf(request));
    return { success: true as const, code: null, message: BCR_SERVER_MESSAGES.saved, showMsg: false, offline: data.offline, data };
  };
  for (const key of Object.keys(BCR_SECTION_SAVES) as BcrSectionSaveKey[]) {
    route(app, BCR_SECTION_SAVE_CONTRACTS[key], { attachValidation: true }, handler(BCR_SECTION_SAVES[key]));
  }
  // The offline sync's route (spec 2 section 4): every section the work type shows.
  route(app, BCR_CONTRACTS.saveWholeReport, { attachValidation: true }, handler({ page: 'summary', sections: BCR_SECTIONS }));
}
