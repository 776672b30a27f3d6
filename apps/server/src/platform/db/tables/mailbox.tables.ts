import type { Generated } from 'kysely';
import type { Audited, Nullable } from './columns';

export interface MailboxMessagesTable extends Audited {
  id: Generated<string>;
  received_at: Generated<Date>;
  mail_from: string;
  mail_to: string[];
  subject: Generated<string>;
  text_body: Nullable<string>;
  html_body: Nullable<string>;
  raw_size: number;
}

export interface MailboxAttachmentsTable extends Audited {
  id: Generated<string>;
  message_id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  content: Buffer;
}

/** The embedded mailbox (migrations 0003 and 0023). */
export interface MailboxTables {
  mailbox_messages: MailboxMessagesTable;
  mailbox_attachments: MailboxAttachmentsTable;
}
