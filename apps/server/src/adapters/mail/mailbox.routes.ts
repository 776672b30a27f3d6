import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/kysely';
import { escapeHtml } from '../../platform/http/html';

/** What each message carried (names, types and sizes; the bytes stay in the table). */
function attachmentsOf(db: Db, messageIds: readonly string[]) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('mailbox_attachments').select(['message_id', 'file_name', 'content_type', 'size_bytes']).where('message_id', 'in', messageIds).orderBy('id').execute();
}

/** The embedded mailbox viewer, for development and tests only (MAILBOX_VIEWER; refused in production). */
export async function mailboxRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get('/dev/mailbox/messages', async (request) => {
    const { to } = request.query as { to?: string };
    const rows = await db.selectFrom('mailbox_messages').selectAll().orderBy('id', 'desc').limit(200).execute();
    const filtered = to ? rows.filter((r) => r.mail_to.some((a) => a.toLowerCase() === to.toLowerCase())) : rows;
    const attachments = await attachmentsOf(db, filtered.map((r) => r.id));
    return filtered.map((r) => ({
      id: r.id,
      receivedAt: r.received_at,
      from: r.mail_from,
      to: r.mail_to,
      subject: r.subject,
      text: r.text_body,
      attachments: attachments.filter((a) => a.message_id === r.id).map((a) => ({ fileName: a.file_name, contentType: a.content_type, size: a.size_bytes })),
    }));
  });

  app.get('/dev/mailbox', async (_request, reply) => {
    const rows = await db.selectFrom('mailbox_messages').selectAll().orderBy('id', 'desc').limit(50).execute();
    const items = rows
      .map(
        (r) => `<article class="nsw-card-like"><h2>${escapeHtml(r.subject)}</h2>
<p><strong>To:</strong> ${escapeHtml(r.mail_to.join(', '))} &middot; <strong>From:</strong> ${escapeHtml(r.mail_from)} &middot; ${escapeHtml(r.received_at.toISOString())}</p>
<pre>${escapeHtml(r.text_body ?? '')}</pre></article>`,
      )
      .join('\n');
    reply.type('text/html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox | Driller Portal</title>
<link rel="stylesheet" href="/idp/assets/nsw.css"></head><body><main class="nsw-container"><h1>Embedded mailbox</h1>
<p>Every e-mail the portal sent while running with the embedded mailbox (newest first).</p>${items || '<p>No messages yet.</p>'}</main></body></html>`);
  });
}
