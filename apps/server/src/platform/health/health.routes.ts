import type { FastifyInstance } from 'fastify';
import { HEALTH_CONTRACTS } from '@driller/domain';
import type { Db } from '../db/kysely';
import { knownMigrationNames } from '../db/migrate';
import { route } from '../http/contract-route';
import { pingDatabase } from './health.repository';
import { checkReadiness } from './readiness';

/** Load balancers, orchestrators and monitors poll these: public and never rate-limited. */
export async function healthRoutes(app: FastifyInstance, deps: { db: Db; databaseKind: 'pglite' | 'postgres'; version: string }) {
  const shipped = knownMigrationNames();

  route(app, HEALTH_CONTRACTS.health, { rateLimit: false }, async (_request, reply) => {
    const database = await pingDatabase(deps.db).then(() => 'ok' as const, () => 'unreachable' as const);
    const ok = database === 'ok';
    return reply.code(ok ? 200 : 503).send({
      success: ok,
      status: ok ? 'ok' : 'degraded',
      database,
      databaseKind: deps.databaseKind,
      version: deps.version,
    });
  });

  // Liveness never touches the database: a database outage must not get every process restarted.
  route(app, HEALTH_CONTRACTS.liveness, { rateLimit: false }, async () => ({ success: true as const, status: 'alive' as const, version: deps.version }));

  route(app, HEALTH_CONTRACTS.readiness, { rateLimit: false }, async (_request, reply) => {
    const readiness = await checkReadiness(deps.db, shipped);
    return reply.code(readiness.success ? 200 : 503).send(readiness);
  });
}
