import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAP_IMAGE_MAX_BYTES } from '@driller/domain';
import { workAssignmentRoutes } from './assignment/work-assignment.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { workLockRoutes } from './lock/work-lock.routes';
import type { WorkDeps } from './record/work-deps';
import { workDocumentsRoutes } from './documents/work-documents.routes';
import { workStatusRoutes } from './status/work-status.routes';
import { workRoutes } from './record/work.routes';

/** Every work (Form A) route, and multipart parsing for the map images (PNG, size-limited). */
export async function registerWork(app: FastifyInstance, deps: WorkDeps): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAP_IMAGE_MAX_BYTES, files: 5, fields: 10, parts: 15 },
  });
  await workRoutes(app, deps);
  await workAssignmentRoutes(app, deps);
  await workStatusRoutes(app, deps);
  await workLockRoutes(app, deps);
  await workDocumentsRoutes(app, deps);
  await dashboardRoutes(app, deps);
}
