-- The embedded mailbox: every message the portal sends through its local SMTP server lands here,
-- so developers and tests can read it (viewer at /dev/mailbox).
create table mailbox_messages (
  id bigserial primary key,
  received_at timestamptz not null default now(),
  mail_from text not null,
  mail_to text[] not null,
  subject text not null default '',
  text_body text,
  html_body text,
  raw_size integer not null,
  created_at timestamptz not null default now(),
  created_by text not null default 'smtp',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'smtp'
);
create index mailbox_messages_received_idx on mailbox_messages (received_at desc);
