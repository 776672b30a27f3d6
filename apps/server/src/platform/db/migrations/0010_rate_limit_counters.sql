-- Rate-limit counters kept in PostgreSQL, so every server process behind a load balancer counts against
-- one limit instead of one each (issue 8). One row per route and client, in a fixed window that starts
-- again with the first request after it ends.

create table rate_limit_counters (
  -- '<method> <route>|<client address>', as the rate limiter keys a request.
  counter_key text primary key,
  hits integer not null check (hits >= 0),
  window_ends_at timestamptz not null,
  created_at timestamptz not null default now(),
  created_by text not null default 'rate-limit',
  modified_at timestamptz not null default now(),
  modified_by text not null default 'rate-limit'
);
-- Ended windows are purged periodically (server.ts).
create index rate_limit_counters_window_ends_idx on rate_limit_counters (window_ends_at);
