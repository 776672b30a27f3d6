import type { z } from 'zod';
import type { readinessSchema } from '@driller/domain';
import type { Db } from '../db/kysely';
import { appliedMigrationNames } from './health.repository';

export type Readiness = z.infer<typeof readinessSchema>;

/**
 * How long readiness waits for the database. A probe must answer before the load balancer's own timeout
 * (typically 5 s); a database slower than this is not serving users either, so the process reports
 * itself not ready rather than hanging the probe.
 */
export const READINESS_TIMEOUT_MS = 2000;

const TIMED_OUT = Symbol('timed out');

function notReady(database: 'unreachable' | 'timeout'): Readiness {
  return { success: false, status: 'not ready', database, migrations: 'unknown' };
}

/**
 * Ready when the database answers within the timeout and every migration this server ships is applied.
 * Migrations applied beyond them (a newer release migrated first, in a rolling deploy) do not matter.
 */
export async function checkReadiness(db: Db, shipped: readonly string[], timeoutMs = READINESS_TIMEOUT_MS): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  try {
    const applied = await Promise.race([appliedMigrationNames(db), timeout]);
    if (applied === TIMED_OUT) return notReady('timeout');
    const pending = shipped.some((name) => !applied.has(name));
    return pending
      ? { success: false, status: 'not ready', database: 'ok', migrations: 'pending' }
      : { success: true, status: 'ready', database: 'ok', migrations: 'applied' };
  } catch {
    return notReady('unreachable');
  } finally {
    clearTimeout(timer);
  }
}
