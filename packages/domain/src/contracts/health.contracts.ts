import { z } from 'zod';
import { defineContract } from './contract';

export const healthSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']).describe("'degraded' when the database cannot be reached."),
  database: z.enum(['ok', 'unreachable']),
  databaseKind: z.enum(['pglite', 'postgres']).describe('Embedded PGlite or a PostgreSQL server.'),
  version: z.string().describe('Version of the running server.'),
});

/** Liveness for load balancers and monitoring: public and never rate-limited. */
export const HEALTH_CONTRACTS = {
  health: defineContract({
    operationId: 'getHealth',
    method: 'GET',
    path: '/service/api/health',
    summary: 'Liveness and database reachability',
    tag: 'health',
    auth: 'none',
    response: healthSchema,
    errors: [],
    alsoAnswers: { 503: healthSchema.describe('The database cannot be reached') },
  }),
} as const;
