import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAP_IMAGE_MAX_BYTES } from '@driller/domain';
import { workAssignmentRoutes } from './work-assignment.routes';
import type { WorkDeps } from './work-deps';
import { workDocumentsRoutes } from './work-documents.routes';
import { workStatusRoutes } from './work-status.routes';
import { workRoutes } from './work.routes';

/** Every work (Form A) route, and multipart parsing for the map images (PNG, size-limited). */
export async function registerWork(app: FastifyInstance, deps: WorkDeps): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAP_IMAGE_MAX_BYTES, files: 5, fields: 10, parts: 15 },
  });
  await workRoutes(app, deps);
  await workAssignmentRoutes(app, deps);
  await workStatusRoutes(app, deps);
  await workDocumentsRoutes(app, deps);
}
