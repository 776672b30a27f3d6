import type { FastifyInstance } from 'fastify';
import type { BcrDeps } from './bcr-deps';
import { bcrModeRoutes } from './mode/bcr-mode.routes';
import { bcrRecordRoutes } from './record/bcr.routes';
import { bcrSaveRoutes } from './save/bcr-save.routes';
import { bcrSubmitRoutes } from './submit/bcr-submit.routes';

/** Every BCR route of spec 2 section 7 (documents, PDF and e-mail are the next issue's). */
export async function registerBcr(app: FastifyInstance, deps: BcrDeps): Promise<void> {
  await bcrRecordRoutes(app, deps);
  await bcrSaveRoutes(app, deps);
  await bcrSubmitRoutes(app, deps);
  await bcrModeRoutes(app, deps);
}
