-- The embedded mailbox keeps each message's attachments too (issue 10: the BCR's PDF is e-mailed as
-- one), so developers and tests can see what a recipient would receive.
create table mailbox_attachments (
  id bigserial primary key,
  message_id bigint not null references mailbox_messages (id) on delete cascade,
  file_name text not null default '',
  content_type text not null,
  size_bytes integer not null,
  content bytea not null,
  created_at timestamptz not null default now(),
  created_by text not null default 'smtp',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'smtp'
);
create index mailbox_attachments_message_idx on mailbox_attachments (message_id);
