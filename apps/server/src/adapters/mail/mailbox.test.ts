import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKysely, type Db } from '../../platform/db/kysely';
import { migrate } from '../../platform/db/migrate';
import type { Database } from '../../platform/db/pool';
import { openTestDatabase } from '../../../test/test-database';
import { startMailbox, type Mailbox } from './mailbox';
import { createMailer } from './mailer';

let database: Database;
let db: Db;
let mailbox: Mailbox;
beforeAll(async () => {
  database = await openTestDatabase();
  db = createKysely(database.pool);
  await migrate(db);
  mailbox = await startMailbox(db, 0);
});
afterAll(async () => {
  await mailbox.close();
  await db.destroy().catch(() => undefined);
  await database.close().catch(() => undefined);
});

describe('embedded mailbox', () => {
  it('receives over real SMTP what the mailer sends and stores it', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${mailbox.port}`, from: 'Driller Portal <no-reply@test>' });
    await mailer.send({ to: 'driller@example.test', subject: 'Your BCR', text: 'Hello from the portal' });
    const rows = await db.selectFrom('mailbox_messages').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ mail_to: ['driller@example.test'], subject: 'Your BCR', mail_from: 'no-reply@test' });
    expect(rows[0]?.text_body?.trim()).toBe('Hello from the portal');
  });

  it('applies migrations once: a second run applies nothing', async () => {
    expect(await migrate(db)).toEqual([]);
  });
});
