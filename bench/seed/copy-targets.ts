import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import { SEED_COLUMNS, type CopyTarget, type SeedTable } from './generate';

const copyInto = (table: SeedTable, source: string) => `copy ${table} (${SEED_COLUMNS[table].join(', ')}) from ${source} with (format csv)`;

/**
 * PostgreSQL: one `psql` per table running COPY ... FROM STDIN, fed as the rows are generated, so the
 * server loads every table at once (Debian's psql; no COPY client in node-postgres without another
 * package). Foreign keys are not checked while loading (session_replication_role = replica): the
 * generator writes consistent rows, and checking each would cost more than the load.
 */
export function psqlTarget(url: string): CopyTarget {
  const running = new Map<SeedTable, { child: ChildProcess; stderr: string[] }>();
  const open = (table: SeedTable) => {
    const child = spawn('psql', [url, '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-c', 'set session_replication_role = replica', '-c', copyInto(table, 'stdin')], {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    const stderr: string[] = [];
    child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    const entry = { child, stderr };
    running.set(table, entry);
    return entry;
  };
  return {
    async copy(table, csv) {
      const { child } = running.get(table) ?? open(table);
      if (!child.stdin?.write(csv)) await once(child.stdin as NodeJS.WritableStream, 'drain');
    },
    async finish() {
      await Promise.all(
        [...running].map(async ([table, { child, stderr }]) => {
          child.stdin?.end();
          const [code] = (await once(child, 'exit')) as [number | null];
          if (code !== 0) throw new Error(`COPY ${table} failed: ${stderr.join('')}`);
        }),
      );
    },
  };
}

/** PGlite: COPY ... FROM '/dev/blob' with each chunk as a Blob, one statement after another (one connection). */
export function pgliteTarget(pglite: PGlite): CopyTarget {
  return {
    async copy(table, csv) {
      await pglite.query(copyInto(table, `'/dev/blob'`), [], { blob: new Blob([csv]) });
    },
    async finish() {},
  };
}
