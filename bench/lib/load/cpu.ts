import { readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';

const CLOCK_TICKS_PER_SECOND = 100;

/** [parent pid, utime + stime in ms] of a Linux process, from /proc/PID/stat; null once it has gone. */
function stat(pid: number): [number, number] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return [Number(fields[1]), ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND];
  } catch {
    return null;
  }
}

/** CPU time a process has used so far (user + system), in ms. */
export const processCpuMs = (pid: number): number => stat(pid)?.[1] ?? 0;

/** A PostgreSQL backend serving a TCP client (`postgres: user db 127.0.0.1(port) ...`), not a background worker. */
function isClientBackend(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('127.0.0.1(');
  } catch {
    return false;
  }
}

/**
 * CPU time the client backends of a PostgreSQL server have used so far (the pools' connections stay
 * open through a measurement, so all their time is counted; checkpoints and autovacuum are not). The
 * machine is shared: CPU per request says what a request costs whatever else runs.
 */
export async function postgresCpuMeter(pool: pg.Pool): Promise<() => number> {
  const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
  const postmaster = stat(rows[0]?.pid ?? 0)?.[0] ?? 0;
  return () => {
    let total = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const s = stat(Number(entry));
      if (s && s[0] === postmaster && isClientBackend(Number(entry))) total += s[1];
    }
    return total;
  };
}

/** This process's CPU so far, in ms (the load generator, and PGlite when it runs here). */
export function ownCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}
