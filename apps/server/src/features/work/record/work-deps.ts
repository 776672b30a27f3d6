import type { ApprovalsRegister } from '../../../adapters/approvals-register/approvals.port';
import type { Db } from '../../../platform/db/kysely';
import type { FastifyRequest } from 'fastify';
import type { FileStorage } from '../../../adapters/storage/file-storage';

/** What the work routes and services are wired with at the composition root. */
export interface WorkDeps {
  db: Db;
  approvals: ApprovalsRegister;
  storage: FileStorage;
  /** Deletes the document when it is another feature's (a BCR document) and says so; the map images are the work's own. */
  deleteOtherDocument?: (request: FastifyRequest, body: { fileGuid: string; formAId: number }) => Promise<boolean>;
}
