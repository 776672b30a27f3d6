import { SIGN_IN_LOCKOUT } from '@driller/domain';
import { sql } from 'kysely';
import type { Db } from '../db/kysely';

const { maxFailures, windowMinutes, lockMinutes } = SIGN_IN_LOCKOUT;

/** When the login is locked now, the time the lock ends. */
export async function lockedUntil(db: Db, loginKey: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('idp_sign_in_failures')
    .select('locked_until')
    .where('login_key', '=', loginKey)
    .where('locked_until', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.locked_until ?? undefined;
}

/**
 * Counts one failure in a single statement, so processes racing on the same login cannot lose counts.
 * A window that has passed (or a lock that has ended) starts again at 1; reaching the maximum locks.
 */
export async function recordFailure(db: Db, loginKey: string): Promise<{ failures: number; lockedUntil: Date | null }> {
  const restart = sql`(f.window_started_at <= now() - make_interval(mins => ${windowMinutes}) or f.locked_until <= now())`;
  const failures = sql`case when ${restart} then 1 else f.failures + 1 end`;
  const lock = sql`now() + make_interval(mins => ${lockMinutes})`;
  const result = await sql<{ failures: number; locked_until: Date | null }>`
    insert into idp_sign_in_failures as f (login_key, failures, window_started_at, locked_until)
    values (${loginKey}, 1, now(), case when 1 >= ${maxFailures} then ${lock} end)
    on conflict (login_key) do update set
      failures = ${failures},
      window_started_at = case when ${restart} then now() else f.window_started_at end,
      locked_until = case when ${failures} >= ${maxFailures} then ${lock} end,
      modified_at = now()
    returning failures, locked_until`.execute(db);
  const row = result.rows[0];
  return { failures: row?.failures ?? 1, lockedUntil: row?.locked_until ?? null };
}

/** A successful sign-in or password reset starts the count again. */
export async function clearFailures(db: Db, loginKey: string): Promise<void> {
  await db.deleteFrom('idp_sign_in_failures').where('login_key', '=', loginKey).execute();
}
