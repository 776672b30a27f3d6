import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { HEALTH_CONTRACTS } from '@driller/domain';
import type { Db } from '../db/kysely';
import { route } from '../http/contract-route';

export async function healthRoutes(app: FastifyInstance, deps: { db: Db; databaseKind: 'pglite' | 'postgres'; version: string }) {
  // Never rate-limited: load balancers and monitors poll it.
  route(app, HEALTH_CONTRACTS.health, { rateLimit: false }, async (_request, reply) => {
    const database = await sql`select 1`.execute(deps.db).then(() => 'ok' as const, () => 'unreachable' as const);
    const ok = database === 'ok';
    return reply.code(ok ? 200 : 503).send({
      success: ok,
      status: ok ? 'ok' : 'degraded',
      database,
      databaseKind: deps.databaseKind,
      version: deps.version,
    });
  });
}
