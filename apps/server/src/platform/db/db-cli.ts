// `npm run migrate`, `npm run migrate:status`, `npm run db:seed`, `npm run db:reset`: the database
// chores outside a running server, on the database the environment names (DATABASE_URL, or the
// embedded one under DATA_DIR). Stop the server first when using the embedded database: PGlite's files
// belong to one process at a time.
import { sql } from 'kysely';
import { ConfigError, loadConfig } from '../config';
import { createKysely, type Db } from './kysely';
import { migrate, migrationStatus } from './migrate';
import { openDatabase } from './pool';
import { seedDemoData } from './seed';

const COMMANDS: Record<string, (db: Db) => Promise<string>> = {
  status: async (db) =>
    (await migrationStatus(db)).map((m) => `${m.executedAt ? 'applied' : 'pending'}  ${m.name}${m.executedAt ? `  ${m.executedAt.toISOString()}` : ''}`).join('\n'),
  up: async (db) => {
    const applied = await migrate(db);
    return applied.length ? `Applied ${applied.join(', ')}` : 'Nothing to apply: the database is up to date.';
  },
  seed: async (db) => {
    await migrate(db);
    await seedDemoData(db, { searchVolume: true });
    return 'Demo data seeded.';
  },
  reset: async (db) => {
    await sql`drop schema public cascade`.execute(db);
    await sql`create schema public`.execute(db);
    const applied = await migrate(db);
    await seedDemoData(db, { searchVolume: true });
    return `Database emptied, ${applied.length} migrations applied, demo data seeded.`;
  },
};

const name = process.argv[2] ?? '';
const command = COMMANDS[name];
if (!command) {
  console.error(`Usage: db-cli <${Object.keys(COMMANDS).join('|')}>`);
  process.exit(2);
}
try {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, pgliteSharedBuffers: config.pgliteSharedBuffers, poolSize: config.databasePoolSize });
  const db = createKysely(database.pool);
  try {
    console.log(await command(db));
  } finally {
    await db.destroy();
    if (database.kind === 'pglite') await database.close().catch(() => undefined);
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
