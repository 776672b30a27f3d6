import type { Audited } from './columns';

/** Requests per route and client in the current window, shared by every server process (migration 0010). */
export interface RateLimitCountersTable extends Audited {
  counter_key: string;
  hits: number;
  window_ends_at: Date;
}

export interface RateLimitTables {
  rate_limit_counters: RateLimitCountersTable;
}
