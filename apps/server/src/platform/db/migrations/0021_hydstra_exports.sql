-- The export of submitted BCRs to Hydstra (issue 10): an outbox written in the submit's own transaction,
-- worked by any server process with FOR UPDATE SKIP LOCKED and a lease, so an export is never lost
-- (it exists once the submission does) and never sent twice (one row per submission, one claim at a time,
-- and the importer keyed by the export id).

create table hydstra_exports (
  id serial primary key,
  submission_id integer not null unique references bcr_submissions (id) on delete cascade,
  work_id integer not null references works (id) on delete cascade,
  -- queued: waiting (first try or a retry); sending: claimed by a worker until locked_until;
  -- done: the importer answered (its own status may still be Failed); failed: gave up after the last attempt.
  status text not null default 'queued' check (status in ('queued', 'sending', 'done', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  locked_by text check (locked_by is null or char_length(locked_by) between 1 and 200),
  locked_until timestamptz,
  last_error text check (last_error is null or char_length(last_error) <= 2000),
  -- [{ fileName, key, size, createdAt }]: the files written through the storage adapter.
  files jsonb not null default '[]',
  -- The importer's answer: { runDate, status: 'Success' | 'Failed', errors: string[] }.
  output jsonb,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  created_by text not null default 'system',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'system',
  check ((status = 'sending') = (locked_by is not null and locked_until is not null)),
  check ((status = 'done') = (output is not null))
);
-- What a worker polls: due exports and the leases that have run out.
create index hydstra_exports_due_idx on hydstra_exports (next_attempt_at) where status = 'queued';
create index hydstra_exports_lease_idx on hydstra_exports (locked_until) where status = 'sending';
create index hydstra_exports_work_idx on hydstra_exports (work_id, id);

-- The embedded importer's record of what it imported: one row per export id, so a repeated send (a
-- worker that crashed after sending) answers the first import's output instead of importing again.
create table hydstra_imports (
  export_id integer primary key,
  run_date timestamptz not null,
  status text not null check (status in ('Success', 'Failed')),
  errors jsonb not null default '[]',
  file_names text[] not null,
  created_at timestamptz not null default now(),
  created_by text not null default 'hydstra-importer',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'hydstra-importer'
);
