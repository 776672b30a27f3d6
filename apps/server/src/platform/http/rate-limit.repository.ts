import { sql } from 'kysely';
import type { Db } from '../db/kysely';

/**
 * Counts one request against a key in one statement, so processes racing on the same key never lose a
 * count: the first request after a window has ended starts a new one at 1. Returns the count so far in
 * this window and the milliseconds left in it, as @fastify/rate-limit's stores do.
 */
export async function countHit(db: Db, counterKey: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const ended = sql`c.window_ends_at <= now()`;
  const result = await sql<{ hits: number; ttl: number }>`
    insert into rate_limit_counters as c (counter_key, hits, window_ends_at)
    values (${counterKey}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (counter_key) do update set
      hits = case when ${ended} then 1 else c.hits + 1 end,
      window_ends_at = case when ${ended} then excluded.window_ends_at else c.window_ends_at end,
      modified_at = now()
    returning hits, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::int as ttl`.execute(db);
  const row = result.rows[0];
  return { current: row?.hits ?? 1, ttl: row?.ttl ?? windowMs };
}

/** Drops the counters of windows that ended a while ago (any new request starts its own). */
export async function purgeEndedRateLimitWindows(db: Db): Promise<number> {
  const result = await db.deleteFrom('rate_limit_counters').where('window_ends_at', '<', sql<Date>`now() - interval '1 hour'`).executeTakeFirst();
  return Number(result.numDeletedRows);
}
