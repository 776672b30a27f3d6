import { parseArgs } from 'node:util';
import { pgliteConnection, postgresConnection, seedDatabase } from './seed-database';
import { SEED_SIZES, seedPlan, type SeedSize } from './seed-plan';

/**
 * Seeds a fresh database for the data benchmarks:
 *   node --import tsx bench/seed/seed-cli.ts --size 100k --database-url postgres://...
 *   node --import tsx bench/seed/seed-cli.ts --size 10k --data-dir .tmp/pglite-10k
 */
const { values } = parseArgs({ options: { size: { type: 'string', default: '10k' }, 'database-url': { type: 'string' }, 'data-dir': { type: 'string' } } });
const size = values.size as SeedSize;
if (!(size in SEED_SIZES)) throw new Error(`--size must be one of ${Object.keys(SEED_SIZES).join(', ')}`);
const url = values['database-url'];
const dataDir = values['data-dir'];
if (!url === !dataDir) throw new Error('Give exactly one of --database-url or --data-dir');
const connection = url ? await postgresConnection(url) : await pgliteConnection(dataDir ?? '');
try {
  const report = await seedDatabase(connection, seedPlan(SEED_SIZES[size]), (line) => console.log(line));
  console.log(JSON.stringify(report, null, 2));
} finally {
  await connection.close();
}
