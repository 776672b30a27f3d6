import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../../platform/db/kysely';

export interface Mailbox {
  port: number;
  close: () => Promise<void>;
}

function addresses(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry: { value?: { address?: string }[] }) =>
    (entry.value ?? []).map((a) => a.address ?? '').filter(Boolean),
  );
}

/**
 * The embedded mailbox: a real SMTP server on the loopback interface that stores every message it
 * receives in mailbox_messages. Mail leaves the portal over SMTP exactly as it would in production.
 */
export async function startMailbox(db: Db, port: number): Promise<Mailbox> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 25 * 1024 * 1024,
    onData(stream, session, callback) {
      // Loaded with the first message, not at start: the parser is ~6 MB of heap an idle server never uses.
      import('mailparser')
        .then(({ simpleParser }) => simpleParser(stream))
        .then(async (parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
          const message = await db
            .insertInto('mailbox_messages')
            .values({
              mail_from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              mail_to: envelopeTo.length ? envelopeTo : addresses(parsed.to),
              subject: parsed.subject ?? '',
              text_body: parsed.text ?? null,
              html_body: typeof parsed.html === 'string' ? parsed.html : null,
              raw_size: Number(stream.byteLength ?? 0),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          for (const a of parsed.attachments) {
            await db
              .insertInto('mailbox_attachments')
              .values({ message_id: message.id, file_name: a.filename ?? '', content_type: a.contentType, size_bytes: a.content.length, content: a.content })
              .execute();
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return { port: address.port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
