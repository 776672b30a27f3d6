import type { Db } from '../../platform/db/kysely';

/** What the BCR routes and services are wired with at the composition root. */
export interface BcrDeps {
  db: Db;
}
