-- Failed sign-ins per login (an account, or an unknown name typed), kept in PostgreSQL so the lockout
-- holds across server processes and restarts (issue 7; domain auth/sign-in-lockout.ts).

create table idp_sign_in_failures (
  -- 'account:<idp account id>' or 'login:<lower-cased name typed>'.
  login_key text primary key,
  failures integer not null check (failures >= 0),
  window_started_at timestamptz not null default now(),
  locked_until timestamptz,
  created_at timestamptz not null default now(),
  created_by text not null default 'idp',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'idp'
);
create index idp_sign_in_failures_window_idx on idp_sign_in_failures (window_started_at);
