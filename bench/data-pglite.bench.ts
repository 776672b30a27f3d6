import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteBare } from './lib/load/databases';
import { startServer } from './lib/load/server-process';
import { measureTier } from './lib/load/tier';
import { info, record, type Detail, type Figure } from './lib/figures';
import { pgliteConnection, seedDatabase } from './seed/seed-database';
import { benchSizes, SEED_SIZES, seedPlan } from './seed/seed-plan';

/**
 * Lists and map queries at 10k and 100k works on the embedded PGlite (one connection, in the server's
 * process): seed with COPY FROM '/dev/blob', then each query straight through PGlite and through the
 * server, 16 connections; and the health check's latency while a list is under load.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const sizes = benchSizes(['10k', '100k']);
const log = (line: string) => console.log(`[data-pglite] ${line}`);

const figures: Figure[] = [];
const details: Detail[] = [];
for (const size of sizes) {
  const dataDir = path.join(here, '..', '.tmp', 'bench-data', `pglite-${size}`);
  // The server opens DATA_DIR/pglite.
  const pgliteDir = path.join(dataDir, 'pglite');
  rmSync(dataDir, { recursive: true, force: true });
  const label = `${size} works, PGlite`;
  const seeding = await pgliteConnection(pgliteDir);
  const seeded = await seedDatabase(seeding, seedPlan(SEED_SIZES[size]), log).finally(() => seeding.close());
  figures.push(info(`seed ${size} works (COPY), PGlite`, `${(seeded.seconds.total / 60).toFixed(1)} min (load ${seeded.seconds.load} s, indexes ${seeded.seconds.indexes} s, vacuum ${seeded.seconds.vacuum} s)`));
  const measured = await measureTier({ label, openBare: () => pgliteBare(pgliteDir), startServer: () => startServer({ dataDir }), filesDir: path.join(os.tmpdir(), 'bench-files') }, log);
  figures.push(...measured.figures);
  details.push(...measured.details);
  rmSync(dataDir, { recursive: true, force: true });
}
record('data-pglite', figures, details);
