import type { FastifyInstance } from 'fastify';
import type { ApiContract, DrillerOption } from '@driller/domain';

/** A page of the work form's driller list as getalldata answers it: the drillers, their company admins, and where the next page starts. */
export interface DrillerListPage {
  drillers: DrillerOption[];
  admins: DrillerOption[];
  nextCursor: string | null;
}

/**
 * How long a process answers a driller list page from memory. Every Form A opened asks for it (getalldata's
 * pages, and GET work/{id}'s whole list), and a regulator's list is every driller (at 1M works the bench's 1,000-row page took 77 ms of SQL at 16
 * connections, issue 8). Names, licences and companies change a few times a day; this process forgets
 * its pages at once when it saves one of them (below), another process's save shows within this time,
 * as the browser's own copy (kept 5 minutes) already allows.
 */
export const DRILLER_LIST_KEPT_MS = 30_000;
/** Pages kept at most for one database (one per company, cursor and page size): a full map starts over. */
const MOST_PAGES = 1000;

interface Kept {
  at: number;
  page: Promise<DrillerListPage>;
}

/** Per database (the Kysely instance): a process that serves two databases, as a test run does, keeps them apart. */
let pagesByDatabase = new WeakMap<object, Map<string, Kept>>();

/** The page under `key` (the list's scope, where it starts and its size), read when not kept or too old. */
export function keptDrillerPage(database: object, key: string, read: () => Promise<DrillerListPage>, now = Date.now()): Promise<DrillerListPage> {
  let pages = pagesByDatabase.get(database);
  if (!pages) pagesByDatabase.set(database, (pages = new Map()));
  const kept = pages.get(key);
  if (kept && now - kept.at < DRILLER_LIST_KEPT_MS) return kept.page;
  if (pages.size >= MOST_PAGES) pages.clear();
  const page = read();
  pages.set(key, { at: now, page });
  // A failed read is not kept: the next request reads again.
  page.catch(() => pages.delete(key));
  return page;
}

export function forgetDrillerLists(): void {
  pagesByDatabase = new WeakMap();
}

/** The API areas whose saves change what a driller list shows: people, companies, registrations, sign-up. */
const CHANGES_DRILLERS = new Set(['admin', 'organisation', 'registration requests', 'users']);

/**
 * Forgets the kept pages when a request of those areas succeeds, before its answer leaves: the user who
 * saved a driller and then opens a Form A on this process sees the change.
 */
export function forgetDrillerListsOnSaves(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' || reply.statusCode >= 400) return;
    // The contract the route was registered from (platform/http/contract-route.ts puts it on the config).
    const contract = (request.routeOptions.config as { contract?: ApiContract } | undefined)?.contract;
    if (CHANGES_DRILLERS.has(contract?.tag ?? '')) forgetDrillerLists();
  });
}
