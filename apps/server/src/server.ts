import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './platform/config';
import { createKysely } from './platform/db/kysely';
import { migrate } from './platform/db/migrate';
import { openDatabase } from './platform/db/pool';
import { seedDemoData } from './platform/db/seed';
import { purgeEndedRateLimitWindows } from './platform/http/rate-limit.repository';
import { purgeExpiredOidcRows } from './platform/identity/oidc-adapter';
import { startMailbox, type Mailbox } from './adapters/mail/mailbox';
import { createMailer } from './adapters/mail/mailer';
import { createHydstraImporter } from './adapters/hydstra/hydstra-importer';
import { createHydstraWorker } from './adapters/hydstra/hydstra-worker';
import { createFileStorage } from './adapters/storage/file-storage-from-config';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  mailbox: Mailbox | null;
  stop: () => Promise<void>;
}

/** Opens the database, migrates, seeds, starts the mailbox and the HTTP server. */
export async function startServer(config: Config): Promise<RunningServer> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, pgliteSharedBuffers: config.pgliteSharedBuffers, poolSize: config.databasePoolSize });
  const db = createKysely(database.pool, { prepare: config.databasePrepare });
  await migrate(db);
  if (config.seedDemoData) await seedDemoData(db, { accounts: config.seedDemoAccounts, searchVolume: true });

  const mailbox = config.mail.smtpUrl ? null : await startMailbox(db, config.mail.mailboxPort);
  const smtpUrl = config.mail.smtpUrl ?? `smtp://127.0.0.1:${mailbox?.port}`;
  const mailer = createMailer({ smtpUrl, from: config.mail.from });

  const { app } = await buildApp({ config, db, databaseKind: database.kind, mailer });
  const purge = setInterval(() => {
    void purgeExpiredOidcRows(db).catch(() => undefined);
    void purgeEndedRateLimitWindows(db).catch(() => undefined);
  }, 15 * 60_000);
  purge.unref();
  await app.listen({ port: config.port, host: config.host });
  const hydstra = createHydstraWorker({
    db,
    storage: createFileStorage(config),
    importer: createHydstraImporter(config, db),
    pollMs: config.hydstra.pollMs,
    onError: (error, exportId) => app.log.warn({ err: error, exportId }, 'Hydstra export attempt failed'),
  });
  if (config.hydstra.worker) hydstra.start();
  return {
    app,
    url: config.publicUrl,
    mailbox,
    stop: async () => {
      clearInterval(purge);
      await hydstra.stop();
      await app.close();
      await mailbox?.close();
      await db.destroy();
      if (database.kind === 'pglite') await database.close().catch(() => undefined);
    },
  };
}
