import { z } from 'zod';
import { defineContract } from './contract';

export const healthSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']).describe("'degraded' when the database cannot be reached."),
  database: z.enum(['ok', 'unreachable']),
  databaseKind: z.enum(['pglite', 'postgres']).describe('Embedded PGlite or a PostgreSQL server.'),
  version: z.string().describe('Version of the running server.'),
});

export const livenessSchema = z.object({
  success: z.literal(true),
  status: z.literal('alive'),
  version: z.string().describe('Version of the running server.'),
});

export const readinessSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ready', 'not ready']),
  database: z
    .enum(['ok', 'unreachable', 'timeout'])
    .describe("'timeout': the database did not answer within the readiness timeout."),
  migrations: z
    .enum(['applied', 'pending', 'unknown'])
    .describe("'pending': the database lacks migrations this server ships; 'unknown' when the database did not answer."),
});

/** Health for load balancers, orchestrators and monitoring: public and never rate-limited. */
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
  liveness: defineContract({
    operationId: 'getLiveness',
    method: 'GET',
    path: '/service/api/health/live',
    summary: 'Liveness: the process answers HTTP (the database is not consulted)',
    tag: 'health',
    auth: 'none',
    response: livenessSchema,
    errors: [],
  }),
  readiness: defineContract({
    operationId: 'getReadiness',
    method: 'GET',
    path: '/service/api/health/ready',
    summary: 'Readiness: the database answers within a short timeout and has every migration applied',
    tag: 'health',
    auth: 'none',
    response: readinessSchema,
    errors: [],
    alsoAnswers: { 503: readinessSchema.describe('Not ready: send no traffic to this process') },
  }),
} as const;
