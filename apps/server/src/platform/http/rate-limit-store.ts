import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/kysely';
import { countHit } from './rate-limit.repository';

/**
 * @fastify/rate-limit's store, kept in PostgreSQL (table rate_limit_counters) instead of each process's
 * memory: several server processes behind a load balancer then share one limit per client, as one
 * process would. Like the plugin's own stores, each limited route counts separately (`child`).
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    /** The plugin constructs the root store with its options, which this store does not need. */
    constructor(
      _options?: unknown,
      private readonly route = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countHit(db, `${this.route}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes its merged options with the route under `routeInfo` (its own stores read it
      // there), though its type declares the route options themselves.
      const { method, url } = (routeOptions as unknown as { routeInfo: { method: string | string[]; url: string } }).routeInfo;
      return new PostgresRateLimitStore(undefined, `${[method].flat().join(',')} ${url}`);
    }
  }
  return PostgresRateLimitStore;
}
