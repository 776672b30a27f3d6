-- Registration requests and Drilling Company Admin (DCA) access requests (spec 3 "User Registration
-- Requests", "DCA access requests"). Both are reviewed by the Super Admin, who is e-mailed a
-- registerverify link per request: only the hash of its token is kept.

alter table user_registration_requests
  add column verify_token_hash text,
  add column user_id integer references users (id),
  add column reviewed_by text,
  add column reviewed_at timestamptz;
alter table user_registration_requests add constraint user_registration_requests_comments_check
  check (char_length(comments) <= 2000);
create unique index user_registration_requests_token_key on user_registration_requests (verify_token_hash);
create index user_registration_requests_status_idx on user_registration_requests (reg_status, id);

create table dca_access_requests (
  id serial primary key,
  driller_id integer not null references drillers (id) on delete cascade,
  -- The company the driller asks to administer: their own, or one they pick when they have none.
  organisation_id integer not null references organisations (id),
  -- What the driller wrote with the request.
  request_comments text check (char_length(request_comments) <= 2000),
  -- The reviewer's comments (required when rejecting).
  comments text check (char_length(comments) <= 2000),
  -- 1 Pending, 2 Approved, 3 Rejected (no ReApproved for DCA requests).
  reg_status smallint not null default 1 check (reg_status between 1 and 3),
  verify_token_hash text,
  reviewed_by text,
  reviewed_at timestamptz,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system'
);
create unique index dca_access_requests_token_key on dca_access_requests (verify_token_hash);
-- One open request per driller: a second click or a second process cannot file two.
create unique index dca_access_requests_pending_key on dca_access_requests (driller_id) where reg_status = 1;
create index dca_access_requests_status_idx on dca_access_requests (reg_status, id);

-- Documents attached to either kind of request (the review pages list them for download).
create table access_request_documents (
  id serial primary key,
  request_kind text not null check (request_kind in ('registration', 'dca')),
  request_id integer not null,
  file_name text not null check (char_length(file_name) between 1 and 255),
  content_type text not null check (char_length(content_type) between 1 and 100),
  size_bytes integer not null check (size_bytes >= 0),
  storage_key text not null,
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system'
);
create index access_request_documents_request_idx on access_request_documents (request_kind, request_id);
