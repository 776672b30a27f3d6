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

/** The embedded mailbox (migration 0003). */
export interface MailboxTables {
  mailbox_messages: MailboxMessagesTable;
}
