import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/kysely';

const healthSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  databaseKind: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

export async function healthRoutes(app: FastifyInstance, deps: { db: Db; databaseKind: 'pglite' | 'postgres'; version: string }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/service/api/health',
    {
      config: { public: true, rateLimit: false },
      schema: { tags: ['health'], summary: 'Liveness and database reachability', response: { 200: healthSchema, 503: healthSchema } },
    },
    async (_request, reply) => {
      const database = await sql`select 1`.execute(deps.db).then(() => 'ok' as const, () => 'unreachable' as const);
      const ok = database === 'ok';
      return reply.code(ok ? 200 : 503).send({
        success: ok,
        status: ok ? 'ok' : 'degraded',
        database,
        databaseKind: deps.databaseKind,
        version: deps.version,
      });
    },
  );
}
